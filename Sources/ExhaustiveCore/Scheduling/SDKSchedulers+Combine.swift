// Where Combine exists, the SDK's schedulers and their time types are used as they are (see
// Combine.swift); this file adds only what our runtime needs of them.
#if canImport(Combine)
  import Dispatch
  import Foundation

  extension DispatchQueue.SchedulerTimeType.Stride: SecondsMeasurableStride {
    package var inSeconds: Double { Double(dispatchNanoseconds: magnitude) }
  }

  extension OperationQueue.SchedulerTimeType.Stride: SecondsMeasurableStride {
    package var inSeconds: Double { timeInterval }
  }

  extension RunLoop.SchedulerTimeType.Stride: SecondsMeasurableStride {
    package var inSeconds: Double { timeInterval }
  }
#endif
