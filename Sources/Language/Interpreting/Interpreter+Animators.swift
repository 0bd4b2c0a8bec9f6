import LayoutModel

/// A `UIViewPropertyAnimator`'s blocks, kept until it starts.
struct PropertyAnimator: Sendable {
    var animations: [ClosureValue] = []
    var completions: [ClosureValue] = []
}

/// `UIViewPropertyAnimator` (iOS 10): its animations run when it starts,
/// then its completions, as `UIView.animate` runs its blocks (layout shows
/// the end state). An animator never started changes nothing; scrubbing
/// (`fractionComplete`, pausing) is not modelled.
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
}
