import CareModel
import CareStore

/// What the generic CSV accepts for each event kind: the unit, the value's range, and the
/// default unit where one is obvious. Documented in `docs/generic-csv.md`.
enum GenericEventRules {
    /// A checked row's item, or the field at fault and why.
    enum Checked {
        case item(ImportedItem)
        case problem(field: String, reason: String)
    }

    /// Checks one row's kind, name, value and unit.
    static func check(kind kindText: String, name: String, value: String, unit: String) -> Checked {
        guard let kind = EventKind(rawValue: kindText) else {
            let known = EventKind.allCases.map(\.rawValue).joined(separator: ", ")
            return .problem(field: "kind", reason: "'\(kindText)' is not a kind CareLab knows (\(known))")
        }
        guard !name.isEmpty else { return .problem(field: "name", reason: "is empty") }
        switch kind {
        case .symptom: return symptom(name: name, value: value, unit: unit)
        case .factor: return factor(name: name, value: value, unit: unit)
        case .measurement: return measurement(name: name, value: value, unit: unit)
        case .usage:
            guard AppUsageEvent.Kind(rawValue: name) != nil else {
                let known = AppUsageEvent.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                return .problem(field: "name", reason: "'\(name)' is not a use of the app CareLab knows (\(known))")
            }
            guard value.isEmpty, unit.isEmpty else {
                return .problem(field: value.isEmpty ? "unit" : "value", reason: "must be empty: a use of the app has no value or unit")
            }
            return .item(.usage(AppUsageEvent.Kind(rawValue: name)!))
        case .reward: return reward(name: name, value: value, unit: unit)
        case .redemption: return redemption(name: name, value: value, unit: unit)
        case .score where Questionnaire(rawValue: name) != nil:
            return questionnaire(Questionnaire(rawValue: name)!, value: value, unit: unit)
        case .task: return task(name: name, value: value, unit: unit)
        case .mood, .weather, .score, .journal:
            guard let number = DecimalNumber.parse(value) else { return notANumber(value) }
            let stored = unit.isEmpty && kind == .score ? "points" : unit
            guard !stored.isEmpty else { return .problem(field: "unit", reason: "is empty; a \(kind.rawValue) needs its unit or scale") }
            return .item(.other(kind: kind, name: name, value: number, unit: stored))
        case .dose:
            guard let number = DecimalNumber.parse(value) else { return notANumber(value) }
            guard number > 0 else { return .problem(field: "value", reason: "\(value) is not a dose: it must be above 0") }
            guard !unit.isEmpty else { return .problem(field: "unit", reason: "is empty; write the dose's unit (mg, ml, dose, …)") }
            return .item(.other(kind: kind, name: name, value: number, unit: unit))
        case .refill:
            guard let days = DecimalNumber.integer(value, in: 1...Int(Int32.max)) else {
                return .problem(field: "value", reason: "'\(value)' is not a days' supply: a whole number of days, 1 or more")
            }
            guard unit.isEmpty || unit == "days" else {
                return .problem(field: "unit", reason: "'\(unit)' is not the unit of a refill; write days or leave it empty")
            }
            return .item(.other(kind: kind, name: name, value: Double(days), unit: "days"))
        case .medicalRecord:
            return .problem(field: "kind", reason: "medical_record rows are a record's history of changes with their "
                            + "details, which a CSV row of name, value and unit cannot carry")
        case .forum:
            return .problem(field: "kind", reason: "forum rows are questions and the replies that point at them, "
                            + "which a CSV row of name, value and unit cannot tie together")
        case .notebook:
            return .problem(field: "kind", reason: "notebook rows carry an appointment note's filled-in parts, which a CSV "
                            + "row of name, value and unit cannot")
        case .goal:
            return .problem(field: "kind", reason: "goal rows carry the goal's kind, target and period beside the amount, "
                            + "which a CSV row of name, value and unit cannot carry")
        case .module:
            return .problem(field: "kind", reason: "module rows carry the choices made for each question, "
                            + "which a CSV row of name, value and unit cannot hold")
        case .calendar:
            return .problem(field: "kind", reason: "calendar rows carry the reminder lead beside the outcome, "
                            + "which a CSV row of name, value and unit cannot hold")
        case .reminder:
            return .problem(field: "kind", reason: "reminder rows carry what the reminder names beside its check-off, "
                            + "which a CSV row of name, value and unit cannot carry")
        case .notification:
            return .problem(field: "kind", reason: "notification rows pair the instant a task's notification was sent with "
                            + "the instant it was seen, which a CSV row of name, value and unit cannot tie together")
        case .card:
            return .problem(field: "kind", reason: "card rows carry the card's title and what it duplicates beside its "
                            + "number, which a CSV row of name, value and unit cannot hold")
        case .chat:
            return .problem(field: "kind", reason: "chat rows tie a message to its deletion and first reply and carry a "
                            + "mood post's mood, which a CSV row of name, value and unit cannot hold")
        case .game:
            return .problem(field: "kind", reason: "game rows carry whether the score was sent to the caregiver beside the "
                            + "score, which a CSV row of name, value and unit cannot carry")
        case .video:
            return .problem(field: "kind", reason: "video rows carry whether the video was watched to the end beside the "
                            + "seconds watched, which a CSV row of name, value and unit cannot carry")
        case .helpfulResource:
            return .problem(field: "kind", reason: "helpful_resource rows carry where a reordered entry moved beside its "
                            + "position and kind, which a CSV row of name, value and unit cannot carry")
        case .journalLock:
            guard let event = JournalLockEvent.Kind(rawValue: name) else {
                let known = JournalLockEvent.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                return .problem(field: "name", reason: "'\(name)' is not a journal-lock event CareLab knows (\(known))")
            }
            guard value.isEmpty, unit.isEmpty else {
                return .problem(field: value.isEmpty ? "unit" : "value",
                                reason: "must be empty: a journal-lock event has no value or unit (never a password)")
            }
            return .item(.journalLock(event))
        case .push:
            return .problem(field: "kind", reason: "push rows are the app's own notification log and the kinds a person "
                            + "chose, which a CSV export of entries does not carry")
        case .babyDevelopment:
            guard name == "week" else {
                return .problem(field: "name", reason: "'\(name)' is not what a baby_development row names; write week")
            }
            guard let week = DecimalNumber.integer(value, in: 0...Int(Int32.max)) else {
                return .problem(field: "value", reason: "'\(value)' is not a week of pregnancy: a whole number of weeks, 0 or more")
            }
            guard unit.isEmpty || unit == "week" else {
                return .problem(field: "unit", reason: "'\(unit)' is not the unit of a baby_development row; write week or leave it empty")
            }
            return .item(.babyDevelopment(week: week))
        case .helpline:
            guard let mood = Mood(rawValue: name), mood.group == .negative else {
                return .problem(field: "name", reason: "'\(name)' is not a mood that shows helplines; write sad, angry, sick or overwhelmed")
            }
            guard value == "0" || value == "1" else {
                return .problem(field: "value", reason: "'\(value)' is not whether a helpline was called: write 1 called or 0 not")
            }
            guard unit.isEmpty || unit == "shown" else {
                return .problem(field: "unit", reason: "'\(unit)' is not the unit of a helpline row; write shown or leave it empty")
            }
            return .item(.other(kind: kind, name: mood.rawValue, value: value == "1" ? 1 : 0, unit: "shown"))
        case .enrolment:
            guard let step = EnrolmentStep(rawValue: name) else {
                let known = EnrolmentStep.allCases.map(\.rawValue).joined(separator: ", ")
                return .problem(field: "name", reason: "'\(name)' is not an enrolment step CareLab knows (\(known))")
            }
            guard step == .usernameRefused || step == .passwordRefused else {
                guard value.isEmpty || value == "1", unit.isEmpty || unit == "step" else {
                    return .problem(field: value.isEmpty || value == "1" ? "unit" : "value",
                                    reason: "a \(name) row has value 1 (or empty) and unit step (or empty)")
                }
                return .item(.other(kind: kind, name: name, value: 1, unit: "step"))
            }
            guard let length = DecimalNumber.integer(value, in: 0...Int(Int32.max)),
                  SignUpRefusal.of(step, length: length) != nil else {
                return .problem(field: "value", reason: "'\(value)' is not the length of a \(step == .usernameRefused ? "username" : "password") "
                                + "the sign-up rules refuse (usernames of 1 to \(SignUpRules.longestUsername) characters are accepted)")
            }
            guard unit.isEmpty || unit == "characters" else {
                return .problem(field: "unit", reason: "'\(unit)' is not the unit of a refusal; write characters or leave it empty")
            }
            return .item(.other(kind: kind, name: name, value: Double(length), unit: "characters"))
        case .activity, .tag, .food:
            let number = value.isEmpty ? 1 : DecimalNumber.parse(value)
            guard let number, number >= 0 else {
                return .problem(field: "value", reason: "'\(value)' is not a count of 0 or more (leave it empty for 1)")
            }
            return .item(.other(kind: kind, name: name, value: number, unit: unit.isEmpty ? "present" : unit))
        }
    }

    private static func symptom(name: String, value: String, unit: String) -> Checked {
        guard unit.isEmpty || unit == "severity" else {
            return .problem(field: "unit", reason: "'\(unit)' is not a symptom unit; write severity or leave it empty")
        }
        let severity = Severity(name: value) ?? DecimalNumber.integer(value, in: 0...4).flatMap(Severity.init(rawValue:))
        guard let severity else {
            return .problem(field: "value", reason: """
                '\(value)' is not a severity: write 1 mild, 2 moderate, 3 severe, 4 debilitating (or the word), \
                or 0 for reported absent
                """)
        }
        return .item(.symptom(Symptom(name: name), severity: severity))
    }

    private static func factor(name: String, value: String, unit: String) -> Checked {
        if unit == FactorLevel.unit {
            guard let level = FactorLevel(name: value) else {
                return .problem(field: "value", reason: """
                    '\(value)' is not a level: write 1 or a little, 2 or moderate, 3 or a lot
                    """)
            }
            return .item(.factor(name: name, measurement: .level(level)))
        }
        guard let factorUnit = FactorUnit(rawValue: unit) else {
            let units = (FactorUnit.allCases.map(\.rawValue) + [FactorLevel.unit]).joined(separator: ", ")
            return .problem(field: "unit", reason: "'\(unit)' is not a factor unit (\(units))")
        }
        guard let amount = DecimalNumber.parse(value) else { return notANumber(value) }
        guard amount >= 0 else { return .problem(field: "value", reason: "\(value) \(unit) is impossible: amounts are 0 or more") }
        return .item(.factor(name: name, measurement: .amount(amount, factorUnit)))
    }

    private static func measurement(name: String, value: String, unit: String) -> Checked {
        guard let number = DecimalNumber.parse(value) else { return notANumber(value) }
        if let known = ImportedMeasurement.byName[name] {
            guard unit == known.unit else {
                return .problem(field: "unit", reason: "'\(unit)' is not the unit of \(name); CareLab stores it in \(known.unit)")
            }
            guard known.possible.contains(number) else {
                return .problem(field: "value", reason: """
                    \(value) \(unit) is impossible for \(name) (possible: \(known.possible) \(unit))
                    """)
            }
        } else if unit.isEmpty {
            return .problem(field: "unit", reason: "is empty; a measurement needs its unit")
        }
        return .item(.other(kind: .measurement, name: name, value: number, unit: unit))
    }

    private static func reward(name: String, value: String, unit: String) -> Checked {
        guard let activity = RewardActivity(rawValue: name) else {
            let known = RewardActivity.allCases.map(\.rawValue).joined(separator: ", ")
            return .problem(field: "name", reason: "'\(name)' is not an activity the reward rule awards (\(known))")
        }
        guard let points = DecimalNumber.integer(value, in: 0...Int(Int32.max)) else {
            return .problem(field: "value", reason: "'\(value)' is not points awarded: a whole number, 0 or more")
        }
        guard unit.isEmpty || unit == "points" else {
            return .problem(field: "unit", reason: "'\(unit)' is not the unit of a reward; write points or leave it empty")
        }
        return .item(.reward(activity, points: points))
    }

    private static func redemption(name: String, value: String, unit: String) -> Checked {
        guard let points = DecimalNumber.integer(value, in: 1...Int(Int32.max)) else {
            return .problem(field: "value", reason: "'\(value)' is not points spent: a whole number, 1 or more")
        }
        guard unit.isEmpty || unit == "points" else {
            return .problem(field: "unit", reason: "'\(unit)' is not the unit of a redemption; write points or leave it empty")
        }
        return .item(.redemption(reward: name, points: points))
    }

    /// A task occurrence done (`done`, no value) or snoozed (`snoozed`, the minutes); when
    /// it was due comes from the row's `due` column.
    private static func task(name: String, value: String, unit: String) -> Checked {
        switch unit {
        case "done":
            guard value.isEmpty || value == "1" else {
                return .problem(field: "value", reason: "'\(value)' is not what a done task row holds; leave it empty")
            }
            return .item(.taskOutcome(task: name, due: nil, snoozeMinutes: nil))
        case "snoozed":
            guard let minutes = DecimalNumber.parse(value), minutes > 0, minutes <= 7 * 24 * 60 else {
                return .problem(field: "value", reason: "'\(value)' is not the minutes a task was snoozed for (above 0, at most a week)")
            }
            return .item(.taskOutcome(task: name, due: nil, snoozeMinutes: minutes))
        default:
            return .problem(field: "unit", reason: "'\(unit)' is not what became of a task; write done or snoozed")
        }
    }

    /// A questionnaire's total (`PHQ-9`, `GAD-7`, …): a whole number of points within the
    /// questionnaire's range.
    private static func questionnaire(_ questionnaire: Questionnaire, value: String, unit: String) -> Checked {
        guard let total = DecimalNumber.integer(value, in: 0...questionnaire.maximumTotal) else {
            return .problem(field: "value", reason: "'\(value)' is not a \(questionnaire.rawValue) total: a whole number "
                            + "from 0 to \(questionnaire.maximumTotal) (for WHO-5 the raw score, not the percentage)")
        }
        guard unit.isEmpty || unit == "points" else {
            return .problem(field: "unit", reason: "'\(unit)' is not the unit of a questionnaire total; write points or leave it empty")
        }
        return .item(.questionnaire(QuestionnaireScore(questionnaire: questionnaire, total: total,
                                                      answeredItems: questionnaire.itemCount, selfHarmItemPositive: false)))
    }

    private static func notANumber(_ value: String) -> Checked {
        .problem(field: "value", reason: "'\(value)' is not a number")
    }
}
