/// How an effect ended: it finished normally, or it failed with an error.
///
/// An effect that is cancelled by id (``Effect/cancel(id:)``) ends quietly with `.finished`.
public enum EffectCompletion<Failure: Error>: Sendable {
  /// The effect emitted everything it had to.
  case finished
  /// The effect stopped with an error.
  case failure(Failure)
}

extension EffectCompletion: Equatable where Failure: Equatable {}
