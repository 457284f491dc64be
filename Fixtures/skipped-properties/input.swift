// lockstep: aggregate
struct Skips: Identifiable {
    var id: Int
    var computed: Book { Book() }
    var getSet: Book {
        get { Book() }
        set { _ = newValue }
    }
    var readOnly: Int {
        get { 1 }
    }
    static var shared = Skips(id: 0)
    static let constant: Book = Book()
    lazy var lazyBook: Book = Book()
    var observed: Book {
        willSet { print(newValue) }
        didSet { print(oldValue) }
    }
    var observedWithValue: Book = Book() {
        didSet { print("changed") }
    }
    var closureValue: Book = {
        var book = Book()
        book.title = "x"
        return book
    }()
    var multiline: [Book] = [
        Book(),
        Book(),
    ]
    var chained = [Book()]
        .filter { $0.isValid }
        .map { $0 }
    var kept: Book
    func method() -> Book { Book() }
    init() { id = 0; kept = Book(); observed = Book() }
}
