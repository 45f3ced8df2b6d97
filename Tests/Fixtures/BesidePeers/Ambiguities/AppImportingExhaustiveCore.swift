// Not part of any target (see TestsImportingDependencies.swift). App code that imports
// Dependencies and ExhaustiveCore without the scoped imports Sources/BesideApp/Timer.swift
// uses: these names are declared by ExhaustiveCore and by CombineSchedulers (or OpenCombine,
// which it builds on here) or Dependencies.
import Dependencies
import ExhaustiveCore
import Foundation

func ambiguousInApp() {
  let _: AnySchedulerOf<DispatchQueue>? = nil
  typealias Time = DispatchQueue.SchedulerTimeType
  typealias Options = DispatchQueue.SchedulerOptions
  let _: UUIDGenerator? = nil
  _ = DispatchQueue.main.eraseToAnyScheduler()
  _ = UIScheduler.shared
}
