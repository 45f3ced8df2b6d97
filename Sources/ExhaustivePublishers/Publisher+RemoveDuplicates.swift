// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publisher {
    /// Emits an output only when `isDuplicate` says it differs from the last one emitted; the
    /// first output always goes out.
    ///
    /// ```swift
    /// viewStore.publisher
    ///   .removeDuplicates { $0.todos.count == $1.todos.count }
    ///   .sink { render($0) }
    /// ```
    public func removeDuplicates(
      by isDuplicate: @escaping @Sendable (Output, Output) -> Bool
    ) -> AnyPublisher<Output, Failure> {
      AnyPublisher(eraseToEffect().removeDuplicates(by: isDuplicate))
    }
  }

  extension Publisher where Output: Equatable {
    /// Emits an output only when it differs (`!=`) from the last one emitted.
    ///
    /// ```swift
    /// store.$state.map(\.count).removeDuplicates().sink { countLabel.text = "\($0)" }
    /// ```
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
      AnyPublisher(eraseToEffect().removeDuplicates())
    }
  }
#endif
