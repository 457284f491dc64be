#include "CLockstepRuntime.h"

// The Swift runtime's entry points, exported on every platform and part of its stable ABI on Apple's. Swift
// code cannot name them itself (`@_silgen_name` on a runtime symbol is diagnosed), hence this file.

// Increments the strong count unless the object is deiniting; returns the object, or NULL when it did not.
extern void *swift_tryRetain(const void *object);
// Whether the object is deiniting (or deinited, while its memory is still allocated).
extern bool swift_isDeallocating(const void *object);
// The unowned count: the object's memory is freed when it drops to zero, after deinitialization.
extern void *swift_unownedRetain(const void *object);
extern void swift_unownedRelease(const void *object);

bool lockstep_try_retain(const void *object) {
    return swift_tryRetain(object) != 0;
}

bool lockstep_is_released(const void *object) {
    return swift_isDeallocating(object);
}

void lockstep_retain_memory(const void *object) {
    swift_unownedRetain(object);
}

void lockstep_release_memory(const void *object) {
    swift_unownedRelease(object);
}
