// Regex literals and raw strings that hold quotes, braces and comment markers are read as the compiler reads
// them: nothing inside them is code, and the model after them is generated.
let quote = /"/
let braces = /\{[^}]*\}/
let comment = /https?:\/\/\S+/
let spaced = try? /^ x/.wholeMatch(in: "")
let pound = #"""#
let twoQuotes = #""""#
let rawBrace = #"}"#
let extended = #/
  (?<identifier> [[:alpha:]]\w*) = "(?<value> [^"]*)"  // a "comment" inside
/#
let oneLine = #/ a " b /#
let division = 10 / 2 / 5
let grouped = (10 /2) + (4/ 2)
let compared = [1, 2].map { $0 /2 }
let inArguments = [/a"b/, /c{d/]
let prefixed = !/x/.matches("")

// lockstep: aggregate
struct AfterRegexes: Identifiable {
    var id: Int
    var book: Book
    var pattern = /[a-z]+"/
    var author: Author
}

infix operator /^/
func /^/ (lhs: Int, rhs: Int) -> Int { lhs / rhs }

// lockstep: aggregate
struct AfterOperators: Identifiable {
    var id: Int
    var book: Book
}
