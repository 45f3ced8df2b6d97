// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher where Failure == Never {
    /// Writes every output to `object`'s property at `keyPath`, until the returned cancellable is
    /// cancelled or released.
    ///
    /// ```swift
    /// viewStore.publisher
    ///   .map { "\($0.count)" }
    ///   .assign(to: \.text, on: countLabel)
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// As in Combine, the subscription keeps `object` alive, and the write happens on the thread
    /// the publisher delivers on (the main thread for a store's states).
    public func assign<Root>(
      to keyPath: ReferenceWritableKeyPath<Root, Output>,
      on object: Root
    ) -> AnyCancellable {
      sink { object[keyPath: keyPath] = $0 }
    }
  }
#endif
