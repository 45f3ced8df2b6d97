// Not part of any target (see TestsImportingDependencies.swift). App code that imports
// Dependencies and ExhaustiveCore without the scoped imports Sources/BesideApp/Timer.swift
// uses: these names are declared by ExhaustiveCore and by CombineSchedulers or Dependencies.
import Dependencies
import ExhaustiveCore
import Foundation

func ambiguousInApp() {
  let _: AnySchedulerOf<DispatchQueue>? = nil
  typealias Time = DispatchQueue.SchedulerTimeType
  typealias Options = DispatchQueue.SchedulerOptions
  let _: AnyScheduler<Time, Options>? = nil
  let _: ImmediateScheduler<Time, Options>? = nil
  let _: UUIDGenerator? = nil
  _ = DispatchQueue.main.eraseToAnyScheduler()
  _ = UIScheduler.shared
}
