import Foundation

/// Releases the slots of dying nodes one level at a time, on the releasing thread.
///
/// Releasing a node releases its slots, which release its children, which release theirs: left to reference
/// counting, a chain of 100,000 nested entities would be released by 100,000 nested calls and overflow the
/// stack. Instead, a dying node hands its slots here, and they are released by a loop in which each node that
/// dies adds its own.
///
/// The order matters as much as the loop: a parent's value holds copies of its children's values, sharing
/// their storage, so a parent's value must be freed while its children still hold that storage — freeing it
/// last would free the whole nested value recursively. So the first node to die on a thread does not run the
/// loop in its `deinit` (its value is freed after `deinit` returns): it leaves a ``Trigger`` in its slots,
/// which Swift releases after the value, and the trigger runs the loop. Nodes dying inside the loop only add
/// their slots to it, and the loop goes depth first: parents die before their children, every value is freed
/// while its children's storage is still held, and nothing recurses.
enum ReleaseDrain {
    /// The slots waiting to be released on one thread; it lives in thread-local storage while there are any.
    private final class Work {
        var slots: ContiguousArray<Slot> = []
    }

    /// A placeholder slot: released after the dying node's value, it releases the work.
    final class Trigger: Slot {
        init() {
            super.init(child: nil)
        }

        deinit {
            ReleaseDrain.drain()
        }
    }

    /// The thread's `Work` while a drain runs, in its thread dictionary.
    private static let key = "lockstep.releaseDrain"

    private static var active: Work? {
        get { Thread.current.threadDictionary[key] as? Work }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    /// Takes `slots` from a dying node; returns what the node must keep in place of its slots (a trigger when
    /// this starts the work on this thread, nothing when work is already going on).
    static func take(_ slots: ContiguousArray<Slot>) -> ContiguousArray<Slot> {
        if let active {
            active.slots.append(contentsOf: slots)
            return []
        }
        let work = Work()
        work.slots = slots
        active = work
        return [Trigger()]
    }

    /// Releases the work of this thread, and whatever its release adds, one slot at a time.
    private static func drain() {
        guard let work = active else { return }
        while let slot = work.slots.popLast() {
            // If this was the child's last reference, its deinit adds its own slots to the work and returns.
            slot.child = nil
        }
        active = nil
    }
}
