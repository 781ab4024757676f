import Foundation

/// A step of a person's way into the app (seed 004, DR1.FR1.1 and DR1.FR1.6): the sign-up
/// code an administrator issued, its redemption on the sign-up page, each username or
/// password the page refused, and the account made.
public enum EnrolmentStep: String, CaseIterable, Codable, Sendable {
    case codeIssued = "code_issued"
    case codeRedeemed = "code_redeemed"
    case usernameRefused = "username_refused"
    case passwordRefused = "password_refused"
    case accountCreated = "account_created"
}

/// One step of enrolment at its instant. A refusal keeps the refused text's length only,
/// which tells why it was refused (``SignUpRefusal/of(_:length:)``); never the text.
public struct EnrolmentEvent: Hashable, Codable, Sendable {
    public var step: EnrolmentStep
    public var at: Date
    /// The refused username's or password's length in characters; nil for other steps.
    public var refusedLength: Int?

    /// A step other than a refusal.
    public init(_ step: EnrolmentStep, at: Date) throws(EnrolmentEventError) {
        guard step != .usernameRefused, step != .passwordRefused else { throw .refusalWithoutLength(step) }
        self.step = step
        self.at = at
    }

    /// A refused username or password of `length` characters; the rules must refuse such a
    /// length (a username of 1 to 21 characters is never refused).
    public init(refused step: EnrolmentStep, length: Int, at: Date) throws(EnrolmentEventError) {
        guard length >= 0, SignUpRefusal.of(step, length: length) != nil else { throw .notRefused(step, length: length) }
        self.step = step
        self.at = at
        refusedLength = length
    }

    /// Why the username or password was refused; nil for other steps.
    public var refusal: SignUpRefusal? { refusedLength.flatMap { SignUpRefusal.of(step, length: $0) } }
}

/// Why an enrolment step cannot be as given.
public enum EnrolmentEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A refusal needs the refused text's length.
    case refusalWithoutLength(EnrolmentStep)
    /// The rules would not refuse a username or password of that length (or the step is not
    /// a refusal).
    case notRefused(EnrolmentStep, length: Int)

    public var description: String {
        switch self {
        case .refusalWithoutLength(let step): "\(step.rawValue) needs the refused text's length"
        case .notRefused(let step, let length):
            "\(step.rawValue) of \(length) characters: the sign-up rules (seed 004, DR1.FR1.6: usernames of 1 to "
                + "\(SignUpRules.longestUsername) characters, passwords of \(SignUpRules.shortestPassword) or more) would not refuse it"
        }
    }
}

/// What a scenario plants about enrolment (seed 004, DR1.FR1.1 and DR1.FR1.6): the chance
/// that a person redeems the sign-up code issued to them, and the chance that each username
/// or password they try breaks the rules. The scenario's model and the ground truth are this
/// one value (`truth.json`, `enrolment`).
public struct EnrolmentFunnel: Hashable, Codable, Sendable {
    /// The chance that an issued code is redeemed; a person who never redeems theirs never
    /// uses the app.
    public var redemptionChance: Double
    /// The chance that a username tried is refused (longer than 21 characters).
    public var usernameRefusalChance: Double
    /// The chance that a password tried is refused (too short or a character not allowed).
    public var passwordRefusalChance: Double

    /// The funnel from its parts.
    public init(redemptionChance: Double, usernameRefusalChance: Double, passwordRefusalChance: Double) {
        self.redemptionChance = redemptionChance
        self.usernameRefusalChance = usernameRefusalChance
        self.passwordRefusalChance = passwordRefusalChance
    }
}
