import LayoutModel

/// A `UIViewPropertyAnimator`'s blocks, kept until it starts.
struct PropertyAnimator: Sendable {
    var animations: [ClosureValue] = []
    var completions: [ClosureValue] = []
}

/// Animations: `UIView.animate…` runs its blocks at once (layout shows the
/// end state), and a `UIViewPropertyAnimator` (iOS 10) its animations when
/// it starts, then its completions. An animator never started changes
/// nothing; scrubbing (`fractionComplete`, pausing) is not modelled.
extension Interpreter {
    /// What an animator's value starts with; its index in `animators` follows.
    static let animatorTag = "UIViewPropertyAnimator@"

    /// `UIViewPropertyAnimator(duration:curve:animations:)` and the other
    /// initializers: an animator holding its animations block, if given.
    mutating func makeAnimator(_ args: Arguments) -> Value {
        var animator = PropertyAnimator()
        if let animations = Interpreter.animationBlocks(args).animations { animator.animations.append(animations) }
        animators.append(animator)
        return .opaque(Interpreter.animatorTag + String(animators.count - 1))
    }

    /// An animator's method; nil when `what` is no animator's value.
    mutating func animatorMethod(_ what: String, _ name: String, _ args: Arguments, _ range: SourceRange,
                                 _ layout: inout Layout) throws(LanguageError) -> Value? {
        guard what.hasPrefix(Interpreter.animatorTag), let index = Int(what.dropFirst(Interpreter.animatorTag.count)),
              animators.indices.contains(index) else { return nil }
        let block: ClosureValue? = args.values.lazy.compactMap { v -> ClosureValue? in if case .closure(let c) = v { return c } else { return nil } }.first
        switch name {
        case "addAnimations": if let block { animators[index].animations.append(block) }
        case "addCompletion": if let block { animators[index].completions.append(block) }
        case "startAnimation":
            let animator = animators[index]
            animators[index] = PropertyAnimator()  // a block runs once
            for animations in animator.animations { _ = try callClosure(animations, [], range, &layout) }
            for completion in animator.completions { _ = try callClosure(completion, [.enumCase("end")], range, &layout) }
        default: noteIgnored("UIViewPropertyAnimator.\(name)")  // pausing, scrubbing, stopping
        }
        return .void
    }

    /// `UIView.animate…` and `UIViewPropertyAnimator.runningPropertyAnimator`:
    /// UIKit runs the animations block at once (the final state is what
    /// layout shows), and the completion when the animation ends (a
    /// property animator's gets its position, `.end`, and the call returns it).
    mutating func runAnimation(_ name: String, _ args: Arguments, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let (animations, completion) = Interpreter.animationBlocks(args)
        if let animations { _ = try callClosure(animations, [], range, &layout) }
        let running = name == "runningPropertyAnimator"
        if let completion { _ = try callClosure(completion, [running ? .enumCase("end") : .bool(true)], range, &layout) }
        return running ? makeAnimator(Arguments()) : .void
    }

    /// The animations and completion blocks of a `UIView.animate…` call. A
    /// trailing closure fills the first of the two not given by label, as
    /// Swift's forward scan does: `animate(withDuration: 0.3) { … }` is the
    /// animations, `animate(withDuration: 0.3, animations: { … }) { _ in … }`
    /// the completion.
    static func animationBlocks(_ args: Arguments) -> (animations: ClosureValue?, completion: ClosureValue?) {
        var animations: ClosureValue?, completion: ClosureValue?
        for (i, value) in args.values.enumerated() {
            guard case .closure(let c) = value else { continue }
            let trailing = i < args.trailing.count && args.trailing[i]
            switch trailing ? nil : args.labels[i] {
            case "completion"?: completion = c
            case "animations"?, "actions"?: animations = c
            default: if animations == nil { animations = c } else if completion == nil { completion = c }
            }
        }
        return (animations, completion)
    }

    static let animationMethods: Set<String> = [
        "animate", "animateWithDuration", "performWithoutAnimation", "transition", "transitionWithView", "animateKeyframes",
        "addKeyframe", "modifyAnimations", "runningPropertyAnimator",
    ]
}
