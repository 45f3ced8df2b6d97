// The frame-pointer walk behind withMainSerialExecutor's "a task created in …" lines: C has
// `__builtin_frame_address`, Swift has no way to name its own frame.
//
// Each frame record is two words: the caller's frame pointer, then the return address. Code
// built without optimization keeps a record in every frame (so do Darwin and arm64 always; the
// Swift runtime does), so in a debug build of tests the chain leads from this function up
// through the code that created the task; optimized code on x86_64 Linux may omit records, and
// the walk then ends early (the failure says the place is unknown). Every read is checked to
// lie inside the calling thread's stack, above the current frame, and each step must move
// towards the stack's base, so a frame without a record (its register holding some other value)
// ends the walk rather than reading memory outside the stack. That is what makes the walk safe.

#if defined(__linux__)
#define _GNU_SOURCE  // pthread_getattr_np
#endif

#include "ExhaustiveReturnAddresses.h"

#if defined(__linux__) || defined(__APPLE__)
#include <pthread.h>

#if defined(__linux__)
// The bounds of this thread's stack, looked up once per thread (reading them for the main
// thread parses /proc/self/maps).
static __thread uintptr_t stack_base;

static uintptr_t current_stack_base(void) {
  if (stack_base == 0) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *low = 0;
    size_t size = 0;
    int failed = pthread_attr_getstack(&attributes, &low, &size);
    pthread_attr_destroy(&attributes);
    if (failed) return 0;
    stack_base = (uintptr_t)low + size;
  }
  return stack_base;
}
#else
static uintptr_t current_stack_base(void) {
  return (uintptr_t)pthread_get_stackaddr_np(pthread_self());
}
#endif

__attribute__((noinline)) int exhaustive_return_addresses(uintptr_t *buffer, int capacity) {
  uintptr_t base = current_stack_base();
  uintptr_t frame = (uintptr_t)__builtin_frame_address(0);
  int count = 0;
  while (count < capacity && base != 0) {
    // The record (two words) must lie in the stack, between this frame and the base.
    if (frame % sizeof(uintptr_t) != 0 || frame + 2 * sizeof(uintptr_t) > base) break;
    uintptr_t caller = ((uintptr_t *)frame)[0];
    uintptr_t address = ((uintptr_t *)frame)[1];
    if (address == 0) break;
    buffer[count++] = address;
    // The next record is the caller's: further up the stack (a frame pointer tagged as an
    // async frame, or anything else, ends the walk).
    if (caller <= frame) break;
    frame = caller;
  }
  return count;
}

#else

int exhaustive_return_addresses(uintptr_t *buffer, int capacity) {
  (void)buffer;
  (void)capacity;
  return 0;
}

#endif
