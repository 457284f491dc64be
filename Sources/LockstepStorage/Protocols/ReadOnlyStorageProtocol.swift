/// A storage that is only read: the transforms and compositions that return a ``ReadOnlyStorage`` are
/// defined on it.
///
/// Conform a storage that cannot be written to it rather than to ``ReadableStorageProtocol``, so that
/// `mapKeys`, `mapValues`, `backed(by:)`, `fallback(with:)` and the rest work on it.
public protocol ReadOnlyStorageProtocol<Key, Value>: ReadableStorageProtocol {}
