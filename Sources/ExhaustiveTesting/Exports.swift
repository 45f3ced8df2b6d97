// Tests import only `ExhaustiveTesting`; the runtime and the differ come along with it.
@_exported import ExhaustiveCore
@_exported import StructuralDiff
