//
//  ConversationViewController.swift
//  Parley
//
//  Created by Ibrahim Khalil on 2023-02-09.
//

import UIKit
import SnapKit

final class ConversationViewController: UIViewController, UITextViewDelegate {

    private static let minimumInputHeight: CGFloat = 36
    private static let maximumInputHeight: CGFloat = 100

    private let messagesView = UIView()
    private let typingIndicator = UIView()
    private let inputContainer = UIView()
    private let textView = UITextView()
    private let sendButton = UIButton(type: .system)

    private var inputHeightConstraint: Constraint?

    private var draft = "" {
        didSet { sendButton.isEnabled = !draft.isEmpty }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Jordan"
        view.backgroundColor = .systemBackground

        messagesView.backgroundColor = .systemGroupedBackground
        typingIndicator.backgroundColor = .systemGray5
        typingIndicator.layer.cornerRadius = 10
        inputContainer.backgroundColor = .secondarySystemBackground

        textView.font = .preferredFont(forTextStyle: .body)
        textView.layer.cornerRadius = 18
        textView.isScrollEnabled = true
        textView.delegate = self

        sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill"), for: .normal)
        sendButton.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)

        view.addSubview(messagesView)
        view.addSubview(typingIndicator)
        view.addSubview(inputContainer)
        inputContainer.addSubview(textView)
        inputContainer.addSubview(sendButton)

        inputContainer.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide)
        }
        sendButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(12)
            make.bottom.equalToSuperview().inset(8)
            make.size.equalTo(CGSize(width: 60, height: 36))
        }
        textView.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview().inset(8)
            make.leading.equalToSuperview().offset(12)
            make.trailing.equalTo(sendButton.snp.leading).offset(-8)
            make.height.lessThanOrEqualTo(Self.maximumInputHeight)
            make.height.greaterThanOrEqualTo(Self.minimumInputHeight)
            inputHeightConstraint = make.height.equalTo(Self.minimumInputHeight).priority(.high).constraint
        }
        messagesView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.bottom.equalTo(inputContainer.snp.top)
        }
        typingIndicator.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.bottom.equalTo(inputContainer.snp.top).offset(-8)
            make.width.equalTo(60).priority(.high)
            make.width.lessThanOrEqualTo(48)
            make.height.equalTo(20)
        }

        restoreDraft("Are we still on for Saturday? I can bring the tent, the stove and two of the folding chairs.")
    }

    private func restoreDraft(_ text: String) {
        draft = text
        textView.text = text
        // Pretend the text measured five lines; the cap of 100 wins over this .high preference.
        inputHeightConstraint?.update(offset: 140)
    }

    @objc private func sendTapped() {
        print("send: \(draft)")
        draft = ""
        textView.text = ""
        inputHeightConstraint?.update(offset: Self.minimumInputHeight)
    }

    func textViewDidChange(_ textView: UITextView) {
        draft = textView.text
    }
}
