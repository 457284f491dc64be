import Foundation

struct Plain: Identifiable {
    var id: Int
}
