//
//  SignUpViewController.swift
//  Ledger
//
//  Created by Farah Siddiqui on 2/14/24.
//

import UIKit

final class SignUpFormView: UIView {

    let headerLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let termsSwitch = UISwitch()
    let submitButton = UIButton(type: .system)

    private let horizontalInset: CGFloat = 24

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        configureSubviews()
        activateConstraints()
    }

    private func configureSubviews() {
        headerLabel.text = "Create your account"
        headerLabel.font = .preferredFont(forTextStyle: .title1)

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.borderStyle = .roundedRect

        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        passwordField.borderStyle = .roundedRect

        submitButton.configuration = .filled()
        submitButton.configuration?.title = "Sign up"

        for subview in [headerLabel, emailField, passwordField, termsSwitch, submitButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
    }

    private func activateConstraints() {
        let safe = safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            headerLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 32),
            headerLabel.heightAnchor.constraint(equalToConstant: 34),

            emailField.topAnchor.constraint(equalTo: headerLabel.bottomAnchor, constant: 24),
            emailField.heightAnchor.constraint(equalToConstant: 48),

            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),

            termsSwitch.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 16),
            termsSwitch.trailingAnchor.constraint(equalTo: passwordField.trailingAnchor),

            submitButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
            submitButton.heightAnchor.constraint(equalToConstant: 52)
        ])

        for view in [headerLabel, emailField, passwordField, submitButton] {
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: horizontalInset).isActive = true
            view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -horizontalInset).isActive = true
        }
    }
}

final class SignUpViewController: UIViewController {

    private lazy var formView = SignUpFormView()

    override func loadView() {
        view = formView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        formView.emailField.delegate = self
        formView.passwordField.delegate = self
        formView.submitButton.addTarget(self, action: #selector(submitTapped), for: .touchUpInside)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        formView.emailField.becomeFirstResponder()
    }

    @objc private func submitTapped() {
        guard let email = formView.emailField.text, !email.isEmpty else {
            formView.emailField.becomeFirstResponder()
            return
        }
        print("signing up \(email)")
    }
}

extension SignUpViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === formView.emailField {
            formView.passwordField.becomeFirstResponder()
        } else {
            submitTapped()
        }
        return true
    }
}
