/// Releases entities that hold each other in a cycle once nothing outside the cycle holds any of them.
///
/// Slots retain their children, so a cycle of entities (a person among their friends' friends) keeps itself
/// alive. Making one link of the cycle weak would not do: whichever entity it points to, holding only another
/// entity of the cycle would let that one be released although it is reachable. Instead every link is
/// strong, and the store checks a cycle's members the way a cycle collector does: a member is held from outside
/// when an observer or subscription holds it (its explicit holder count, `NodeBase.holders`, which an unread
/// collection observer holding it counts in too) or a live parent outside the cycle does (an alias's node, or an
/// entity outside, through its parent links). When no member is, nothing outside holds the cycle, and the store
/// cuts its slots so that reference counting frees it. The runtime's retain count is never read: references the
/// store takes for a moment (a write's lists, a queued notification) are not holders.
///
/// Cycles are checked when a member is looked up (so `find` never returns an entity nobody holds) and, for
/// memory, every so many writes. All of it runs under the store's lock, at points where no write holds nodes.
@usableFromInline
final class CycleCollector {
    /// Nodes that closed a cycle when they were linked: every cycle has one. Not kept alive by this list (see
    /// ``NodeReference``).
    // Guarded by the store's lock, like the nodes.
    private var anchors: [NodeReference] = []
    // Invariant: guarded by the store's lock. The addresses of the nodes in `anchors`, alive or not (an anchor
    // keeps its address allocated, so no other node has it).
    private var anchorAddresses: Set<ObjectIdentifier> = []
    /// Members of the cycles watched so far (an estimate: a node may be counted twice), to space collections.
    private var watchedMembers = 0
    // Invariant: guarded by the store's lock, like every collector field.
    private var writesUntilCollection = CycleCollector.minimumInterval
    /// Slots cut from collected cycles, to be released after the lock (their release frees the cycle).
    /// Internal, not private, only so that the inlinable ``hasCutSlots`` reads it: every lookup checks it.
    @usableFromInline var cutSlots: ContiguousArray<Slot> = []
    /// Members of the cycles cut since the last ``takeCutMembers()``, for the store to take out of their tables.
    /// Dropping these references under the lock frees nothing: `cutSlots` still hold every member.
    private var cutMembers: [NodeBase] = []

    private static let minimumInterval = 1_024

    /// Starts watching the cycle `node` just closed: its members are flagged, so lookups check them, and `node`
    /// becomes an anchor of the cycle (see ``CycleRole``).
    func watch(_ node: NodeBase) {
        // A collected node is dead to the store; a write still holding it (an `update` committing to a node
        // collected meanwhile) must not bring it back.
        guard node.cycleRole != .collected else { return }
        let members = Self.cycle(containing: node)
        guard !members.isEmpty else { return }
        for member in members where member.cycleRole == .none {
            member.cycleRole = .member
        }
        node.cycleRole = .anchor
        // A node closing its cycle again (a re-store) is watched once: anchors stay as few as the cycles.
        guard anchorAddresses.insert(NodeReference.address(of: node)).inserted else { return }
        anchors.append(NodeReference(node))
        watchedMembers += members.count
    }

    /// Called at the start of every write: collects unreachable cycles every so many writes, so that memory
    /// stays bounded even when nothing is looked up. O(1) amortized: an interval is at least as long as the
    /// number of watched members.
    func noteWrite() {
        guard !anchors.isEmpty else { return }
        writesUntilCollection -= 1
        guard writesUntilCollection <= 0 else { return }
        collect()
        writesUntilCollection = max(Self.minimumInterval, 4 * watchedMembers)
    }

    /// Checks every watched cycle and cuts those nothing holds from outside.
    func collect() {
        var kept: [NodeReference] = []
        var members = 0
        for anchor in anchors {
            if let size = heldCycleSize(anchoredAt: anchor) {
                kept.append(anchor)
                members += size
            }
        }
        anchors = kept
        anchorAddresses = Set(kept.map(\.address))
        watchedMembers = members
    }

    /// The number of members of the cycle `anchor` closed, when something outside still holds it; nil when
    /// the anchor was released, is no longer in a cycle, or its cycle was cut here because nothing held it.
    private func heldCycleSize(anchoredAt anchor: NodeReference) -> Int? {
        guard let node = anchor.node, node.cycleRole != .collected else { return nil }
        // Invariant: members stay alive unretained while the lock is held: each is retained by another member's slot.
        let cycle = Self.cycle(containing: node)
        if cycle.isEmpty { return nil }
        guard Self.isHeldFromOutside(cycle) else {
            cut(cycle)
            return nil
        }
        return cycle.count
    }

    /// Whether `node`, which a lookup found flagged as a cycle member, is still held by something outside its
    /// cycle. If not, the cycle is cut and the lookup must act as if the node was released.
    @usableFromInline
    func isLive(_ node: NodeBase) -> Bool {
        // A member of a cycle cut earlier, still held for a moment by a reference that is not a holder.
        if node.cycleRole == .collected { return false }
        // Invariant: members stay alive unretained while the lock is held: each is retained by another member's slot.
        let cycle = Self.cycle(containing: node)
        if cycle.isEmpty {
            // No longer in a cycle: plain reference counting governs it again.
            node.cycleRole = .none
            return true
        }
        if Self.isHeldFromOutside(cycle) { return true }
        cut(cycle)
        dropAnchors(of: cycle)
        return false
    }

    /// Stops watching the cut `cycle`: a later collection would otherwise take a reference to its anchor under
    /// the lock (see ``takeCutMembers()``). `collect()` drops the anchors of the cycles it cuts itself.
    private func dropAnchors(of cycle: [NodeBase]) {
        let addresses = Set(cycle.map(NodeReference.address(of:)))
        guard !anchorAddresses.isDisjoint(with: addresses) else { return }
        anchors.removeAll { anchor in
            addresses.contains(anchor.address)
        }
        anchorAddresses.subtract(addresses)
    }

    /// The members of the cycles cut since the last call, which the store takes out of their tables while the
    /// cut slots still hold them. Callers check ``hasCutMembers`` first.
    func takeCutMembers() -> [NodeBase] {
        defer { cutMembers = [] }
        return cutMembers
    }

    /// Whether cycles were cut since the last ``takeCutMembers()``.
    var hasCutMembers: Bool { !cutMembers.isEmpty }

    /// The slots cut since the last call, to release after the lock. Callers check ``hasCutSlots`` first, so
    /// that a write or lookup that cut nothing does no work here.
    @usableFromInline
    func takeCutSlots() -> ContiguousArray<Slot> {
        defer { cutSlots = [] }
        return cutSlots
    }

    /// Whether cycles were cut since the last ``takeCutSlots()``.
    @inlinable
    var hasCutSlots: Bool { !cutSlots.isEmpty }

    private func cut(_ cycle: [NodeBase]) {
        for node in cycle {
            // Not `.none`: a reference that is not a holder (a write's list, a running `update`) may keep the
            // node alive a moment longer, and lookups must not hand it out meanwhile, its slots gone.
            node.cycleRole = .collected
            cutSlots.append(contentsOf: node.detachChildren())
            cutMembers.append(node)
        }
    }

    // MARK: Graph walks

    /// The members of the cycle through `node` (its strongly connected component, when that has a cycle), or
    /// nothing.
    private static func cycle(containing node: NodeBase) -> [NodeBase] {
        // Forward: what `node` holds, directly or not.
        var reachable: Set<ObjectIdentifier> = []
        var pending: [NodeBase] = [node]
        while let current = pending.popLast() {
            for slot in current.childSlots {
                guard let child = slot.child, reachable.insert(ObjectIdentifier(child)).inserted else { continue }
                pending.append(child)
            }
        }
        guard reachable.contains(ObjectIdentifier(node)) else { return [] }
        // Backward, among those: what holds `node`, directly or not.
        var members: [ObjectIdentifier: NodeBase] = [ObjectIdentifier(node): node]
        pending = [node]
        while let current = pending.popLast() {
            current.forEachParent { parent in
                let id = ObjectIdentifier(parent)
                guard reachable.contains(id), members[id] == nil else { return }
                members[id] = parent
                pending.append(parent)
            }
        }
        return Array(members.values)
    }

    /// Whether anything outside the cycle holds a member: a holder the store counted (an observer, a
    /// subscription, an unread collection observer), or a live parent that is not a member (an alias's node, an
    /// entity outside). A parent being released on another thread holds nothing any more: its parent link no
    /// longer gives it, and its slots are on their way out.
    private static func isHeldFromOutside(_ cycle: [NodeBase]) -> Bool {
        if cycle.contains(where: { $0.holders > 0 }) {
            return true
        }
        // Parents are checked only once no member has a holder: most held cycles stop above.
        let isMember = Set(cycle.map(ObjectIdentifier.init))
        for node in cycle {
            var held = false
            node.forEachParent { parent in
                if !held, !isMember.contains(ObjectIdentifier(parent)) {
                    held = true
                }
            }
            if held { return true }
        }
        return false
    }
}
