import Foundation
import LockstepStorage

// The types the README's samples declare or use, at file scope so that the samples share them.

struct City : Codable {
    let name: String
    let foundationYear: Int
}

/// A stand-in for UIKit's image (Linux has no UIKit): enough for the README's transform sample, which
/// turns `Data` into images and back, to compile and run as written.
final class UIImage {
    let pngData: Data

    init?(data: Data) {
        guard !data.isEmpty else { return nil }
        pngData = data
    }
}

/// A stand-in for UIKit's function of that name.
func UIImagePNGRepresentation(_ image: UIImage) -> Data? {
    image.pngData
}

/// The README's own storage, written the way it says: the two completion-handler methods and nothing else.
final class MyStorage: StorageProtocol {
    typealias Key = String
    typealias Value = Int

    private let lock = NSLock()
    private var values: [String: Int] = ["answer": 42]

    func retrieve(forKey key: Key, completion: @escaping (ShallowsResult<Value>) -> ()) {
        lock.lock()
        let value = values[key]
        lock.unlock()
        completion(value.map { .success($0) } ?? .failure(MemoryStorageError.noValue(key: key)))
    }

    func set(_ value: Value, forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> ()) {
        lock.lock()
        values[key] = value
        lock.unlock()
        completion(.success(()))
    }
}
