// Tests import only `ExhaustiveTesting`; the runtime and the differ come along with it, and so do
// the public names of the internal targets it is built from (withMainSerialExecutor, the test
// clocks and schedulers, record mode), which users see as ExhaustiveTesting's.
@_exported import ExhaustiveCore
@_exported import ExhaustiveRecording
@_exported import ExhaustiveSerialExecutor
@_exported import ExhaustiveTestRuntime
@_exported import ExhaustiveTime
@_exported import StructuralDiff
