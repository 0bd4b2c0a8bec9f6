//
//  CommentDetailViewController.swift
//  Threadline
//
//  Created by Sofia Marquez on 2023-05-11.
//

import UIKit

final class CommentDetailViewController: UIViewController {

    private let headerView = CommentHeaderView()
    private let bodyContainer = UIView()

    var comment: Comment? {
        didSet { headerView.configure(with: comment) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bodyContainer.backgroundColor = .secondarySystemBackground
        bodyContainer.layer.cornerRadius = 12

        view.addSubviews(headerView, bodyContainer)
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 80),

            bodyContainer.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 8),
            bodyContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            bodyContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            bodyContainer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        ])

        comment = Comment(author: "rosalind", body: "Looks great!", postedAt: Date())
    }
}

final class CommentHeaderView: UIView {

    let avatarView = AvatarView()
    let nameLabel = UILabel()
    let timestampLabel = UILabel()

    private static let formatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        timestampLabel.font = .preferredFont(forTextStyle: .caption1)
        timestampLabel.textColor = .secondaryLabel

        addSubviews(avatarView, nameLabel, timestampLabel)
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor, constant: 6),
            nameLabel.heightAnchor.constraint(equalToConstant: 20),

            timestampLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            timestampLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            timestampLabel.widthAnchor.constraint(equalToConstant: 120),
            timestampLabel.heightAnchor.constraint(equalToConstant: 16)
        ])
    }

    func configure(with comment: Comment?) {
        nameLabel.text = comment.map { "@" + $0.author }
        timestampLabel.text = comment.map { Self.formatter.localizedString(for: $0.postedAt, relativeTo: Date()) }
    }
}

final class AvatarView: UIView {

    let statusDot = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray3
        // Never stretch or squash the avatar: the name label next to it takes the slack.
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
        statusDot.backgroundColor = .systemGreen
        statusDot.layer.borderColor = UIColor.systemBackground.cgColor
        statusDot.layer.borderWidth = 2
        addSubviews(statusDot)
        NSLayoutConstraint.activate([
            statusDot.trailingAnchor.constraint(equalTo: trailingAnchor),
            statusDot.bottomAnchor.constraint(equalTo: bottomAnchor),
            statusDot.widthAnchor.constraint(equalToConstant: 14),
            statusDot.heightAnchor.constraint(equalToConstant: 14)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 56, height: 56)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        statusDot.layer.cornerRadius = statusDot.bounds.width / 2
    }
}

struct Comment {
    let author: String
    let body: String
    let postedAt: Date
}

extension UIView {
    /// Adds each view and turns off its autoresizing mask.
    func addSubviews(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }
}
