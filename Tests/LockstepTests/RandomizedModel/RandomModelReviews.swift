import Lockstep

// Writes of the API-style types of `RandomizedModelTests` (`Note`, `Review`: `let`s, `==` by id only). Their
// observers must hear of every change of a non-id field; a value with the same bits is a no-op.
extension RandomModelRun {
    func storeNoteOrReview() -> String {
        var values = RandomModelValues()
        switch random.below(4) {
        case 0:
            return storeEntity(.note(values.note(&random)))
        case 1:
            // The stored value itself, stored again: the same bits, so a no-op whatever `==` says.
            let id = RandomModelValues.reviewIDs.randomElement(using: &random)!
            guard let current = store.find(Review.self, id: id)?.value else { return "store Review(\(id)) again: not stored" }
            let result = storeEntity(.review(current))
            reference.touched.remove(.review(id))
            return "again: " + result
        default:
            // A new value: its arrays are new buffers, so it may differ bit for bit even with the same fields.
            return storeEntity(.review(values.review(&random)))
        }
    }

    func updateNoteOrReview() -> String {
        let name = RandomModelValues.names.randomElement(using: &random)!
        if random.chance(25) {
            let id = RandomModelValues.noteIDs.randomElement(using: &random)!
            return update(.note(id), to: "text \(name)", { self.store.update(Note.self, id: id, modifiedAt: $0) { $0 = Note(id: $0.id, text: name) } }) {
                .note(Note(id: id, text: name))
            }
        }
        let id = RandomModelValues.reviewIDs.randomElement(using: &random)!
        var values = RandomModelValues()
        let (kind, author, note) = (random.below(8), random.chance(30) ? nil : values.author(&random), values.note(&random))
        let mutate = { (value: inout Review) in
            switch kind {
            case 0:
                break
            case 1, 2:
                // A non-id field of an id-only `==` type: stored and notified all the same.
                value = value.with(text: name)
            case 3:
                value = value.with(reviewer: .some(author))
            case 4:
                value = value.with(notes: value.notes + [note])
            case 5:
                value = value.with(notes: Array(value.notes.dropFirst()))
            default:
                // An entity inside a `let`, changed through its holder: the author and every copy of it follow.
                let subject = AuthorBooks(author: Author(id: value.subject.author.id, name: name), books: value.subject.books)
                value = Review(id: value.id, text: value.text, subject: subject, reviewer: value.reviewer, notes: value.notes)
            }
        }
        let result = update(.review(id), to: "kind \(kind)", { self.store.update(Review.self, id: id, modifiedAt: $0, mutate) }) {
            var value = reference.review(id)
            mutate(&value)
            return .review(value)
        }
        if kind < 3 {
            // The closure left the value's buffers as they were: the same bits unless a field changed.
            reference.touched.remove(.review(id))
        }
        return result
    }
}
