/// The conversion behind `usingStringKeys()`.
enum StringKeys {
    static func key<Key: LosslessStringConvertible>(from string: String) throws -> Key {
        guard let key = Key(string) else {
            throw TransformError.invalidKey(key: string, keyType: "\(Key.self)")
        }
        return key
    }
}
