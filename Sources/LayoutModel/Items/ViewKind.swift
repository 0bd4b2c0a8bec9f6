/// The UIKit classes layoutsh knows, by their Swift names.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    case view = "UIView"
    case scrollView = "UIScrollView"
    case stackView = "UIStackView"
    case label = "UILabel"
    case button = "UIButton"
    case textField = "UITextField"
    case imageView = "UIImageView"
    case switchControl = "UISwitch"
    case segmentedControl = "UISegmentedControl"
    case slider = "UISlider"
    case stepper = "UIStepper"
    case progressView = "UIProgressView"
    case activityIndicator = "UIActivityIndicatorView"
    case boxView = "BoxView"

    /// Views that lay out text, and so have baselines of their own.
    public var hasText: Bool { self == .label || self == .button || self == .textField }

    /// Controls (`UIControl` subclasses).
    public var isControl: Bool {
        switch self {
        case .button, .textField, .switchControl, .segmentedControl, .slider, .stepper: return true
        default: return false
        }
    }
}
