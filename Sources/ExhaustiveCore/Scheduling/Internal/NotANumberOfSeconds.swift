/// Reports a stride built from `Double.nan` seconds, which every scheduler time type reads as
/// zero rather than trapping.
func reportNotANumberOfSeconds(in strideType: String) {
  reportIssue(
    """
    \(strideType) was given a number of seconds that is not a number (nan); it was read as zero.
    """
  )
}
