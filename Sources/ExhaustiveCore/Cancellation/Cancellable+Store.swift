// Combine declares this where it exists (see Combine.swift).
#if !canImport(Combine)
  extension Cancellable {
    /// Keeps this work alive for as long as `set` holds it, so the cancellable a scheduler returns
    /// for repeating work can be stored directly:
    ///
    /// ```swift
    /// scheduler.schedule(after: scheduler.now, interval: 1) { print("tick") }
    ///   .store(in: &cancellables)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
      if let erased = self as? AnyCancellable {
        erased.store(in: &set)
      } else {
        AnyCancellable(self).store(in: &set)
      }
    }

    /// Keeps this work alive for as long as `collection` holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
      if let erased = self as? AnyCancellable {
        erased.store(in: &collection)
      } else {
        AnyCancellable(self).store(in: &collection)
      }
    }
  }
#endif
