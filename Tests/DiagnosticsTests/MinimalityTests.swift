import Cassowary
import Diagnostics
import Language
import LayoutModel
import Testing
import TestSupport

/// On random layouts, every explanation of `:broken` is checked on a fresh
/// solver, independently of the one that found it: the constraints it names
/// (each relaxed by the error it is allowed) rule the broken one out, and
/// without any single one of them it could hold — the set is minimal.
@Suite struct MinimalityTests {

    /// A few views with random pins, sizes and priorities: conflicts and
    /// unsatisfied optional constraints are common.
    static func source(seed: UInt64) -> String {
        var rng = SplitMix64(state: seed)
        let count = 2 + rng.below(3)
        var s = ""
        for i in 0..<count {
            s += "let v\(i) = UIView()\nv\(i).translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(v\(i))\n"
        }
        let edges = ["leftAnchor", "rightAnchor", "topAnchor", "bottomAnchor", "centerXAnchor"]
        let sizes = ["widthAnchor", "heightAnchor"]
        let priorities = ["", "", "", "750", "250", "999"]
        for k in 0..<(3 + rng.below(7)) {
            let a = rng.below(count)
            let priority = priorities[rng.below(priorities.count)]
            let constant = 10 * (rng.below(30) - 5)
            let c: String
            if rng.below(3) == 0 {
                c = "v\(a).\(sizes[rng.below(2)]).constraint(equalToConstant: \(abs(constant) + 10))"
            } else {
                let edge = edges[rng.below(edges.count)]
                let other = rng.below(count + 1)
                let target = other == count ? "view" : "v\(other)"
                let sameAxis = edge == "topAnchor" || edge == "bottomAnchor" ? ["topAnchor", "bottomAnchor"] : ["leftAnchor", "rightAnchor", "centerXAnchor"]
                let relation = ["equalTo", "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"][rng.below(4)]
                c = "v\(a).\(edge).constraint(\(relation): \(target).\(sameAxis[rng.below(sameAxis.count)]), constant: \(constant))"
            }
            s += "let c\(k) = \(c)\n"
            if !priority.isEmpty { s += "c\(k).priority = UILayoutPriority(rawValue: \(priority))\n" }
            s += "c\(k).isActive = true\n"
        }
        return s
    }

    /// `expression rel 0` relaxed by `allowance`, as required constraints.
    static func relaxed(_ e: Expression, _ relation: Relation, _ allowance: Double) -> [Constraint] {
        switch relation {
        case .equal:
            return allowance > 0 ? [Constraint(e - allowance, .lessThanOrEqual), Constraint(e + allowance, .greaterThanOrEqual)]
                                 : [Constraint(e, .equal)]
        case .lessThanOrEqual: return [Constraint(e - allowance, .lessThanOrEqual)]
        case .greaterThanOrEqual: return [Constraint(e + allowance, .greaterThanOrEqual)]
        }
    }

    /// Whether the subject can hold (as required) with the members, each relaxed.
    static func feasible(_ subject: Constraint, _ members: [(Constraint, Double)]) -> Bool {
        let solver = Solver()
        for (c, allowance) in members {
            for r in relaxed(c.expression, c.relation, allowance) {
                guard (try? solver.add(r)) != nil else { return false }
            }
        }
        return (try? solver.add(Constraint(subject.expression, subject.relation))) != nil
    }

    @Test(arguments: 0..<60)
    func explanationsAreValidAndMinimal(_ seed: Int) throws {
        let engine = try LayoutEngine()
        var interpreter = Interpreter()
        try interpreter.runOrThrow(Self.source(seed: UInt64(seed)), file: "random.lsh", engine: engine)
        let (reports, _) = BrokenConstraints.analyse(engine, all: true)
        for report in reports {
            let proof = try #require(report.proof, "no proof for \(engine.layout.describe(report.constraint))")
            let subject = try #require(engine.solverConstraint(of: report.constraint.id))
            var members: [(Constraint, Double)] = []
            for step in proof.steps {
                let c = try #require(step.constraint)
                members.append((try #require(engine.solverConstraint(of: c.id)), step.allowance))
            }
            #expect(!Self.feasible(subject, members), "the set does not rule out \(engine.layout.describe(report.constraint))")
            for k in members.indices {
                var fewer = members
                fewer.remove(at: k)
                #expect(Self.feasible(subject, fewer), "not minimal: \(engine.layout.describe(report.constraint)) holds without member \(k)")
            }
        }
    }
}
