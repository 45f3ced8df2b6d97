/// One step of an alignment between two sequences of keys.
enum AlignmentStep: Equatable {
  case match(Int, Int)
  case delete(Int)
  case insert(Int)
}

/// Aligns two key sequences, never quadratically on large inputs.
///
/// - Common prefix and suffix are matched first (the fast path when little changed).
/// - Small middles (up to `exactLimit` cells) get an exact longest common subsequence whose
///   ties remove before they insert: `[A, B]` against `[B, A]` keeps `B`.
/// - Larger middles are anchored patience-style on keys that occur exactly once on each side,
///   the longest increasing run of those anchors is kept, and the gaps between anchors are
///   aligned the same way. A work budget linear in the input bounds the total effort; gaps
///   left over when it runs out stay unmatched (a correct, if less minimal, diff).
///
/// Within each unmatched gap, deletions come before insertions.
func align(_ first: [Int], _ second: [Int], exactLimit: Int = 65_536) -> [AlignmentStep] {
  let matches = matchedPairs(first, second, exactLimit: exactLimit)
  return alignmentSteps(matches, countA: first.count, countB: second.count)
}

/// The pairs of positions that match, in increasing order (see ``align(_:_:exactLimit:)``).
private func matchedPairs(_ first: [Int], _ second: [Int], exactLimit: Int) -> [(Int, Int)] {
  var matches: [(Int, Int)] = []
  var segments: [(Range<Int>, Range<Int>)] = [(0..<first.count, 0..<second.count)]
  var budget = 16 * (first.count + second.count) + 4 * exactLimit
  while let (firstRange, secondRange) = segments.popLast() {
    var lowA = firstRange.lowerBound
    var highA = firstRange.upperBound
    var lowB = secondRange.lowerBound
    var highB = secondRange.upperBound
    while lowA < highA, lowB < highB, first[lowA] == second[lowB] {
      matches.append((lowA, lowB))
      lowA += 1
      lowB += 1
    }
    while lowA < highA, lowB < highB, first[highA - 1] == second[highB - 1] {
      highA -= 1
      highB -= 1
      matches.append((highA, highB))
    }
    let countA = highA - lowA
    let countB = highB - lowB
    guard countA > 0, countB > 0, budget > 0 else { continue }
    if countA * countB <= exactLimit {
      budget -= countA * countB
      exactMatches(first, lowA..<highA, second, lowB..<highB, into: &matches)
      continue
    }
    budget -= 4 * (countA + countB)
    let anchors = uniqueAnchors(first, lowA..<highA, second, lowB..<highB)
    guard !anchors.isEmpty else { continue }
    var previousA = lowA
    var previousB = lowB
    for (anchorA, anchorB) in anchors {
      matches.append((anchorA, anchorB))
      segments.append((previousA..<anchorA, previousB..<anchorB))
      previousA = anchorA + 1
      previousB = anchorB + 1
    }
    segments.append((previousA..<highA, previousB..<highB))
  }
  matches.sort { $0.0 < $1.0 }
  return matches
}

/// The steps that walk both sequences through `matches`: before each match, what the first
/// sequence has left over is deleted, then what the second has is inserted.
private func alignmentSteps(_ matches: [(Int, Int)], countA: Int, countB: Int) -> [AlignmentStep] {
  var steps: [AlignmentStep] = []
  steps.reserveCapacity(max(countA, countB))
  var indexA = 0
  var indexB = 0
  // What each sequence has left before `endA` and `endB`: deleted, then inserted.
  func leftOver(before endA: Int, _ endB: Int) {
    while indexA < endA {
      steps.append(.delete(indexA))
      indexA += 1
    }
    while indexB < endB {
      steps.append(.insert(indexB))
      indexB += 1
    }
  }
  for (matchA, matchB) in matches {
    leftOver(before: matchA, matchB)
    steps.append(.match(matchA, matchB))
    indexA += 1
    indexB += 1
  }
  leftOver(before: countA, countB)
  return steps
}

/// Longest common subsequence by dynamic programming over suffixes; walking forward, a tie
/// deletes from the first sequence before inserting from the second.
private func exactMatches(
  _ first: [Int], _ rangeA: Range<Int>, _ second: [Int], _ rangeB: Range<Int>,
  into matches: inout [(Int, Int)]
) {
  let countA = rangeA.count
  let countB = rangeB.count
  let width = countB + 1
  // lengths[i * width + j] = LCS of first[rangeA.lowerBound + i ...] and second[... + j ...]
  var lengths = [Int32](repeating: 0, count: (countA + 1) * width)
  for i in stride(from: countA - 1, through: 0, by: -1) {
    for j in stride(from: countB - 1, through: 0, by: -1) {
      lengths[i * width + j] =
        first[rangeA.lowerBound + i] == second[rangeB.lowerBound + j]
        ? lengths[(i + 1) * width + j + 1] + 1
        : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
    }
  }
  var i = 0
  var j = 0
  while i < countA, j < countB {
    if first[rangeA.lowerBound + i] == second[rangeB.lowerBound + j] {
      matches.append((rangeA.lowerBound + i, rangeB.lowerBound + j))
      i += 1
      j += 1
    } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
      i += 1
    } else {
      j += 1
    }
  }
}

/// Keys occurring once in each range, as (index in first, index in second) pairs forming the
/// longest run increasing in both.
private func uniqueAnchors(
  _ first: [Int], _ rangeA: Range<Int>, _ second: [Int], _ rangeB: Range<Int>
) -> [(Int, Int)] {
  var occurrences: [Int: (countA: Int, indexA: Int, countB: Int)] = [:]
  occurrences.reserveCapacity(rangeA.count)
  for index in rangeA {
    occurrences[first[index], default: (0, index, 0)].countA += 1
  }
  for index in rangeB {
    occurrences[second[index]]?.countB += 1
  }
  var candidates: [(Int, Int)] = []
  for index in rangeB {
    if let entry = occurrences[second[index]], entry.countA == 1, entry.countB == 1 {
      candidates.append((entry.indexA, index))
    }
  }
  return longestIncreasingRun(candidates)
}

/// Patience sorting: the longest subsequence of `pairs` (already increasing in `.1`) that also
/// increases in `.0`, in O(n log n).
private func longestIncreasingRun(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
  guard !pairs.isEmpty else { return [] }
  var tails: [Int] = []  // index into pairs of the smallest tail of each run length
  var previous = [Int](repeating: -1, count: pairs.count)
  for (index, pair) in pairs.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if pairs[tails[middle]].0 < pair.0 { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var run: [(Int, Int)] = []
  var cursor = tails[tails.count - 1]
  while cursor >= 0 {
    run.append(pairs[cursor])
    cursor = previous[cursor]
  }
  return run.reversed()
}
