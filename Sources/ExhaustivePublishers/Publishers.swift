// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  /// A namespace for publishers with a name of their own, as Combine spells them:
  /// ``Publishers/Timer``, ``Publishers/Autoconnect``, ``Publishers/MergeMany``.
  public enum Publishers {}
#endif
