#ifndef CLOCKSTEP_RUNTIME_H
#define CLOCKSTEP_RUNTIME_H

#include <stdbool.h>

// What Lockstep's `NodeReference` needs from the Swift runtime: a reference that keeps an object's memory, not
// the object, and that yields the object only while it is alive. This is what `weak` does, without the side
// table a `weak` reference gives its object. Every `object` is a native Swift object.

/// Retains `object` unless its deinitialization has begun; returns whether it did. The caller must hold a
/// memory count on `object` (see `lockstep_retain_memory`), so that `object` is allocated for the whole call.
bool lockstep_try_retain(const void *object);

/// Whether `object`'s deinitialization has begun: its last strong reference is gone. The caller must hold a
/// memory count on `object`. One load, no count changes.
bool lockstep_is_released(const void *object);

/// Keeps `object`'s memory allocated, not the object: its properties are still destroyed when its last strong
/// reference goes. This is the count an `unowned` reference holds. Balance with `lockstep_release_memory`.
void lockstep_retain_memory(const void *object);

/// Gives back a count taken by `lockstep_retain_memory`; the last one frees a deinitialized object's memory.
void lockstep_release_memory(const void *object);

#endif
