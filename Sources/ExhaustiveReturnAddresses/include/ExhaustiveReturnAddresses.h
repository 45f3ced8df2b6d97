#ifndef EXHAUSTIVE_RETURN_ADDRESSES_H
#define EXHAUSTIVE_RETURN_ADDRESSES_H

#include <stdint.h>

/// Writes up to `capacity` return addresses of the caller's stack into `buffer`, innermost
/// first (the caller's own return address first), and returns how many it wrote: 0 where the
/// platform's stack cannot be walked this way.
///
/// withMainSerialExecutor calls it for every task it sees created, so it must cost next to
/// nothing: it follows the frame-pointer chain, and reads only inside the calling thread's
/// stack (see the implementation).
int exhaustive_return_addresses(uintptr_t *buffer, int capacity);

#endif
