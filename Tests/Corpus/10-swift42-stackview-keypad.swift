//
//  DialPadViewController.swift
//  Ringo
//
//  Created by Oluwaseun Adeyemi on 11/01/2019.
//  Copyright © 2019 Ringo Telecom. All rights reserved.
//

import UIKit

final class DialPadViewController: UIViewController {

    private let digitRows: [[String]] = [
        ["1", "2", "3"],
        ["4", "5", "6"],
        ["7", "8", "9"]
    ]

    private let displayView = UIView()
    private let starButton = UIButton(type: .system)
    private let zeroButton = UIButton(type: .system)
    private let hashButton = UIButton(type: .system)

    private lazy var keypadStack: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.alignment = .fill
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    private lazy var bottomRow: UIStackView = makeRow([starButton, zeroButton, hashButton])

    private var dialedNumber = "" {
        didSet { print("dialed: \(dialedNumber)") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Keypad"

        displayView.backgroundColor = UIColor(white: 0.97, alpha: 1)
        displayView.translatesAutoresizingMaskIntoConstraints = false
        displayView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        view.addSubview(displayView)

        zip([starButton, zeroButton, hashButton], ["*", "0", "#"]).forEach { button, title in
            configureKey(button, title: title)
        }

        digitRows
            .map { titles in makeRow(titles.map(makeKey)) }
            .forEach(keypadStack.addArrangedSubview)
        keypadStack.addArrangedSubview(bottomRow)
        view.addSubview(keypadStack)

        NSLayoutConstraint.activate([
            keypadStack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            keypadStack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            keypadStack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            keypadStack.heightAnchor.constraint(equalToConstant: 406),

            displayView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            displayView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            displayView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            displayView.bottomAnchor.constraint(equalTo: keypadStack.topAnchor, constant: -12)
        ])
    }

    private func makeKey(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        configureKey(button, title: title)
        return button
    }

    private func configureKey(_ button: UIButton, title: String) {
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = UIFont.monospacedDigitSystemFont(ofSize: 32, weight: .light)
        button.backgroundColor = UIColor(white: 0.93, alpha: 1)
        button.layer.cornerRadius = 8
        button.addTarget(self, action: #selector(keyTapped(_:)), for: .touchUpInside)
    }

    private func makeRow(_ keys: [UIView]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: keys)
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 6
        return row
    }

    @objc private func keyTapped(_ sender: UIButton) {
        guard let digit = sender.title(for: .normal) else { return }
        dialedNumber.append(digit)
    }
}
