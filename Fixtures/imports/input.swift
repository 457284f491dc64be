import Foundation
@testable import Models
@preconcurrency import Combine
import struct Collections.OrderedSet
public import Shared
import Foundation
import Lockstep
#if canImport(UIKit)
import UIKit
#endif

// lockstep: aggregate
struct Imported: Identifiable {
    var id: Int
    var book: Book
}
