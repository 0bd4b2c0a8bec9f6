//
//  AppRowView.swift
//  Storefront
//
//  Created by Lena Hoffmann on 2021-10-04.
//

import UIKit

final class AppRowView: UIView {

    static let height: CGFloat = 96

    let iconView = UIImageView()
    let nameLabel = UILabel()
    let categoryLabel = UILabel()
    let getButton = UIButton(type: .system)

    private(set) lazy var textStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [self.nameLabel, self.categoryLabel])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }()

    private(set) lazy var contentStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [self.iconView, self.textStack, self.getButton])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    convenience init(name: String, category: String) {
        self.init(frame: .zero)
        nameLabel.text = name
        categoryLabel.text = category
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
        setupConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        iconView.backgroundColor = .systemGray5
        iconView.layer.cornerRadius = 14
        iconView.layer.cornerCurve = .continuous
        iconView.clipsToBounds = true
        nameLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        categoryLabel.font = .systemFont(ofSize: 13)
        categoryLabel.textColor = .secondaryLabel
        getButton.setTitle("GET", for: .normal)
        getButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .bold)
        getButton.backgroundColor = .tertiarySystemFill
        getButton.layer.cornerRadius = 15
        addSubview(contentStack)
    }

    private func setupConstraints() {
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: Self.height),
            contentStack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            contentStack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            contentStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            contentStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),

            iconView.widthAnchor.constraint(equalToConstant: 64),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            nameLabel.heightAnchor.constraint(equalToConstant: 20),
            categoryLabel.heightAnchor.constraint(equalToConstant: 16),
            getButton.widthAnchor.constraint(equalToConstant: 72),
            getButton.heightAnchor.constraint(equalToConstant: 30)
        ])
    }
}

final class TodayListViewController: UIViewController {

    private let featuredRow = AppRowView(name: "Pocket Garden", category: "Lifestyle")
    private let secondRow = AppRowView(name: "Tidepool", category: "Weather")

    private lazy var listStack: UIStackView = {
        let separator = UIView()
        separator.backgroundColor = .separator
        separator.heightAnchor.constraint(equalToConstant: 1).isActive = true
        let stack = UIStackView(arrangedSubviews: [self.featuredRow, separator, self.secondRow])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = "Today"

        view.addSubview(listStack)
        NSLayoutConstraint.activate([
            listStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            listStack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            listStack.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        ])

        featuredRow.getButton.addTarget(self, action: #selector(getTapped(_:)), for: .touchUpInside)
        secondRow.getButton.addTarget(self, action: #selector(getTapped(_:)), for: .touchUpInside)
    }

    @objc private func getTapped(_ sender: UIButton) {
        let name = sender === featuredRow.getButton ? featuredRow.nameLabel.text : secondRow.nameLabel.text
        print("download \(name ?? "?")")
    }
}
