//
//  SignUpFormViewController.swift
//  Parcel
//

import UIKit

extension UIStackView {
    convenience init(axis: NSLayoutConstraint.Axis, spacing: CGFloat = 0, _ views: UIView...) {
        self.init(arrangedSubviews: views)
        self.axis = axis
        self.spacing = spacing
    }

    func addArrangedSubviews(_ views: UIView...) {
        views.forEach(addArrangedSubview)
    }
}

final class FieldView: UIView {
    convenience init(height: CGFloat) {
        self.init(frame: .zero)
        heightAnchor.constraint(equalToConstant: height).isActive = true
    }
}

final class SignUpFormViewController: UIViewController {

    private let scrollView = UIScrollView()
    private let formStack = UIStackView()
    private let nameField = FieldView(height: 48)
    private let emailField = FieldView(height: 48)
    private let passwordField = FieldView(height: 48)
    private let termsView = FieldView(height: 80)
    private let submitButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(formStack)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        formStack.translatesAutoresizingMaskIntoConstraints = false

        let nameRow = UIStackView(axis: .horizontal, spacing: 12, nameField, FieldView(height: 48))
        nameRow.distribution = .fillEqually

        formStack.axis = .vertical
        formStack.spacing = 16
        formStack.isLayoutMarginsRelativeArrangement = true
        formStack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
        formStack.addArrangedSubviews(nameRow, emailField, passwordField, termsView, submitButton)
        formStack.setCustomSpacing(32, after: termsView)

        #if DEBUG
        let debugBanner = FieldView(height: 20)
        formStack.insertArrangedSubview(debugBanner, at: 0)
        #endif

        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            formStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            formStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            formStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            formStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

            submitButton.heightAnchor.constraint(equalToConstant: 50)
        ])
    }

    @available(iOS 15.0, *)
    private func applyButtonConfiguration() {
        submitButton.configuration = .filled()
    }
}
// scrollView (0, 59, 393, 793). formStack width 393, margins 24/20.
// Arranged (DEBUG): debugBanner 20, nameRow 48, email 48, password 48, terms 80, submit 50
// y: 24, 60, 124, 188, 252, 364 (=252+80+32); bottom = 414 + 24 = 438
// formStack (0, 0, 393, 438); width inside = 353; nameRow fillEqually (353-12)/2 = 170.5
// debugBanner (20,24,353,20) nameRow (20,60,353,48) nameField (0,0,170.5,48) second (182.5,0,170.5,48)
// emailField (20,124,353,48) passwordField (20,188,353,48) termsView (20,252,353,80) submitButton (20,364,353,50)
