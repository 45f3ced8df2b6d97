/// `array` seen as an array of `Target`, when `Target` is its element type under another name
/// (an opened existential or a generic parameter the compiler cannot equate with it); nil when
/// it is not.
///
/// It lets a caller use `Target`'s conformances (`==`) on the elements without `as! [Target]`,
/// which would walk the elements to check each one.
@inlinable
package func sameElementArray<Element, Target>(
  _ array: [Element], as _: Target.Type
) -> [Target]? {
  guard Element.self == Target.self else { return nil }
  // Safe: the two element types were just checked to be the same type, so this reinterprets an
  // array as its own type; only its static name changes.
  return unsafeBitCast(array, to: [Target].self)
}
