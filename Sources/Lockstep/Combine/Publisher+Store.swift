#if canImport(Combine)
import Combine
import Foundation

extension Publisher {
    /// Stores each emitted entity in `store` and republishes it, kept in sync with the store.
    ///
    /// - Parameter modifiedAt: the stamp of every emission; when nil, each emission is stamped with the date
    ///   it arrives (so later emissions are never rejected as stale).
    public func store(in store: EntityStore, named: AliasKey<Output>? = nil, modifiedAt: Stamp? = nil)
    -> AnyPublisher<Output, Failure> where Output: Identifiable {
        map { store.store(entity: $0, named: named, modifiedAt: modifiedAt ?? Date().stamp).asPublisher }
            .switchToLatest()
            .eraseToAnyPublisher()
    }

    /// Stores each emitted aggregate in `store` and republishes it, kept in sync with the store.
    ///
    /// - Parameter modifiedAt: the stamp of every emission; when nil, each emission is stamped with the date
    ///   it arrives.
    public func store(in store: EntityStore, named: AliasKey<Output>? = nil, modifiedAt: Stamp? = nil)
    -> AnyPublisher<Output, Failure> where Output: Aggregate {
        map { store.store(entity: $0, named: named, modifiedAt: modifiedAt ?? Date().stamp).asPublisher }
            .switchToLatest()
            .eraseToAnyPublisher()
    }

    /// Stores each emitted collection of entities in `store` and republishes it, kept in sync with the store.
    ///
    /// - Parameter modifiedAt: the stamp of every emission; when nil, each emission is stamped with the date
    ///   it arrives.
    public func store(in store: EntityStore, named: AliasKey<Output>? = nil, modifiedAt: Stamp? = nil)
    -> AnyPublisher<[Output.Element], Failure> where Output: Collection, Output.Element: Identifiable {
        map { store.store(entities: $0, named: named, modifiedAt: modifiedAt ?? Date().stamp).asPublisher }
            .switchToLatest()
            .eraseToAnyPublisher()
    }

    /// Stores each emitted collection of aggregates in `store` and republishes it, kept in sync with the store.
    ///
    /// - Parameter modifiedAt: the stamp of every emission; when nil, each emission is stamped with the date
    ///   it arrives.
    public func store(in store: EntityStore, named: AliasKey<Output>? = nil, modifiedAt: Stamp? = nil)
    -> AnyPublisher<[Output.Element], Failure> where Output: Collection, Output.Element: Aggregate {
        map { store.store(entities: $0, named: named, modifiedAt: modifiedAt ?? Date().stamp).asPublisher }
            .switchToLatest()
            .eraseToAnyPublisher()
    }
}
#endif
