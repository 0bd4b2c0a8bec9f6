//
//  NotificationSettingsViewController.swift
//  Tidy
//
//  Created by Amara Okafor on 2021-03-08.
//

import UIKit
import SnapKit

enum Spacing: CGFloat, CaseIterable {
    case tiny = 4
    case small = 8
    case medium = 16
    case large = 24
}

final class NotificationSettingsViewController: UIViewController {

    private enum Metrics {
        static let headerHeight: CGFloat = 120
        static let rowHeight: CGFloat = 56
        static let buttonHeight: CGFloat = 50
        static let cornerRadius: CGFloat = 12
    }

    private enum Channel: String, CaseIterable {
        case push = "Push notifications"
        case email = "Email"
        case sms = "Text messages"
    }

    private let headerView = UIView()
    private let pushRow = UIView()
    private let emailRow = UIView()
    private let smsRow = UIView()
    private let saveButton = UIButton(type: .system)

    private var rows: [UIView] { [pushRow, emailRow, smsRow] }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notifications"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))

        headerView.backgroundColor = .secondarySystemGroupedBackground
        headerView.layer.cornerRadius = Metrics.cornerRadius
        view.addSubview(headerView)
        headerView.snp.makeConstraints {
            $0.top.equalTo(view.safeAreaLayoutGuide)
            $0.horizontalEdges.equalToSuperview().inset(Spacing.medium.rawValue)
            $0.height.equalTo(Metrics.headerHeight)
        }

        configureRows()

        saveButton.setTitle("Save", for: .normal)
        saveButton.backgroundColor = .systemBlue
        saveButton.setTitleColor(.white, for: .normal)
        saveButton.layer.cornerRadius = Metrics.cornerRadius
        saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
        view.addSubview(saveButton)
        saveButton.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(Spacing.medium.rawValue)
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-Spacing.large.rawValue)
            make.height.equalTo(Metrics.buttonHeight)
        }

        print("spacing scale:", Spacing.allCases.map(\.rawValue))
    }

    private func configureRows() {
        guard rows.count == Channel.allCases.count else { return }

        for (index, row) in rows.enumerated() {
            let channel = Channel.allCases[index]
            row.backgroundColor = .secondarySystemGroupedBackground
            row.layer.cornerRadius = Metrics.cornerRadius
            view.addSubview(row)

            let label = UILabel()
            label.text = channel.rawValue
            label.font = .preferredFont(forTextStyle: .body)
            row.addSubview(label)

            let toggle = UISwitch()
            toggle.isOn = channel != .sms
            toggle.tag = index
            toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
            row.addSubview(toggle)

            row.snp.makeConstraints { make in
                make.top.equalTo(headerView.snp.bottom)
                    .offset(Spacing.large.rawValue + CGFloat(index) * (Metrics.rowHeight + Spacing.small.rawValue))
                make.leading.trailing.equalTo(headerView)
                make.height.equalTo(Metrics.rowHeight)
            }
            label.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(Spacing.medium.rawValue)
                make.centerY.equalToSuperview()
                make.trailing.lessThanOrEqualTo(toggle.snp.leading).offset(-Spacing.small.rawValue)
            }
            toggle.snp.makeConstraints { make in
                make.trailing.equalToSuperview().inset(Spacing.medium.rawValue)
                make.centerY.equalToSuperview()
            }
        }
    }

    @objc private func toggleChanged(_ sender: UISwitch) {
        print("\(Channel.allCases[sender.tag]) -> \(sender.isOn)")
    }

    @objc private func saveTapped() {
        navigationController?.popViewController(animated: true)
    }

    @objc private func doneTapped() {
        dismiss(animated: true)
    }
}
