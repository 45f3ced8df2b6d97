/// A collection that a `forEach` reducer addresses one member of, in place: by index, by id or by
/// key.
///
/// The three `forEach` reducers differ only here: how an action's address finds a member, and how
/// a miss is worded. Everything else (extract, report a miss, run in place, embed) is
/// `forEach(members:action:environment:…)` below.
protocol ForEachElements<Address, Member> {
  /// What an element action names its member by: an index, an id, a key.
  associatedtype Address
  /// What the element reducer runs on.
  associatedtype Member
  /// Where a member can be read and written in place.
  associatedtype MemberPosition

  /// Where the member `address` names is, if the collection holds it.
  func position(of address: Address) -> MemberPosition?

  /// The member at `position`, read and written in place.
  subscript(memberAt position: MemberPosition) -> Member { get set }

  /// What a miss of `address` reports: what the action asked for and what the state holds
  /// (`index 3, but the state holds 2 elements`), and the noun for one member (`element`).
  func miss(of address: Address) -> (target: String, noun: String)
}

extension Reducer {
  /// The skeleton every `forEach` shares: an action for a member runs this reducer on that member
  /// in place, and its effect's actions are embedded back with the same address; an action for a
  /// member the state does not hold is reported, never a crash, and ignored.
  func forEach<GlobalState, GlobalAction, GlobalEnvironment, Members: ForEachElements>(
    members toMembers: WritableKeyPath<GlobalState, Members> & Sendable,
    action toLocalAction: CasePath<GlobalAction, (Members.Address, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment>
  where Members: SendableMetatype, Members.Member == State, Members.Address: Sendable {
    Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (address, localAction) = toLocalAction.extract(from: globalAction) else {
        return .none
      }
      guard let position = globalState[keyPath: toMembers].position(of: address) else {
        let miss = globalState[keyPath: toMembers].miss(of: address)
        reportIssue(
          ForEachMiss.message(miss.target, action: globalAction, noun: miss.noun),
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return .none
      }
      return self.run(
        &globalState[keyPath: toMembers][memberAt: position],
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((address, $0)) }
    }
  }
}
