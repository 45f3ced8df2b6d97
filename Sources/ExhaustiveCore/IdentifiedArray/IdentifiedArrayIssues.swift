import StructuralDiff

// The text of the issues an identified array reports. Each names the array's type, what was
// asked of it and what it did instead, as the reducers' reports do.

@usableFromInline
func identifiedArrayDuplicateIDMessage<Array, ID, Element>(
  _: Array.Type, id: ID, existing: Int, dropped: Element, operation: String
) -> String {
  """
  \(_typeName(Array.self, qualified: false)).\(operation) was given an element with id \
  \(String(customDumping: id)), but the element at index \(existing) already has that id; the \
  array kept that element and dropped the new one.

    Dropped element:
  \(debugDescription(of: dropped))

  Ids must be unique: to replace the element, assign it through `[id: \
  \(String(customDumping: id))]`.
  """
}

@usableFromInline
func identifiedArrayMismatchedIDMessage<Array, ID, Element>(
  _: Array.Type, subscriptID: ID, element: Element, elementID: ID
) -> String {
  """
  \(_typeName(Array.self, qualified: false)) was given, through `[id: \
  \(String(customDumping: subscriptID))]`, an element whose id is \
  \(String(customDumping: elementID)); the array was left unchanged.

    Element:
  \(debugDescription(of: element))

  Assign an element through the subscript of its own id.
  """
}

@usableFromInline
func identifiedArrayBadPositionMessage<Array>(
  _: Array.Type, _ position: Int, _ count: Int, _ operation: String
) -> String {
  """
  \(_typeName(Array.self, qualified: false)).\(operation) was given index \(position), but the \
  array holds \(count) \(count == 1 ? "element" : "elements"); the array was left unchanged.
  """
}

@usableFromInline
func identifiedArrayUpdateMismatchMessage<Array, ID, Element>(
  _: Array.Type, position: Int, positionID: ID, item: Element, itemID: ID
) -> String {
  """
  \(_typeName(Array.self, qualified: false)).update(_:at:) was given an element with id \
  \(String(customDumping: itemID)) for index \(position), whose element has id \
  \(String(customDumping: positionID)); the array was left unchanged.

    Element:
  \(debugDescription(of: item))

  update(_:at:) replaces an element with one of the same id; to add or replace an element by \
  its own id, call updateOrAppend(_:).
  """
}

func identifiedArrayMergedIDMessage<Array, ID, Element>(
  _: Array.Type, id: ID, merged: Element, mergedID: ID, operation: String
) -> String {
  """
  \(_typeName(Array.self, qualified: false)).\(operation) merged two elements with \
  id \(String(customDumping: id)) into an element whose id is \
  \(String(customDumping: mergedID)); the array kept the earlier element.

    Merged element:
  \(debugDescription(of: merged))

  The merged element must keep the id of the elements it merges.
  """
}
