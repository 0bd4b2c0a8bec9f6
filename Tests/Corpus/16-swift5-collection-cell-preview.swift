//
//  AlbumCell.swift
//  Crate
//
//  Created by Dmitri Volkov on 2021-05-17.
//

import UIKit
import SnapKit

struct Album: Hashable {
    let title: String
    let artist: String
    let year: Int
}

final class AlbumCell: UICollectionViewCell {

    static let reuseIdentifier = String(describing: AlbumCell.self)

    let coverView = UIImageView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(coverView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(subtitleLabel)
        setupAppearance()
        setupLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        coverView.image = nil
        titleLabel.text = nil
        subtitleLabel.text = nil
    }

    func configure(with album: Album) {
        titleLabel.text = album.title
        subtitleLabel.text = "\(album.artist) · \(album.year)"
        coverView.image = UIImage(named: album.title.lowercased())
    }

    private func setupAppearance() {
        coverView.backgroundColor = .systemGray5
        coverView.layer.cornerRadius = 6
        coverView.clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 14, weight: .semibold)
        subtitleLabel.font = .systemFont(ofSize: 12)
        subtitleLabel.textColor = .secondaryLabel
    }

    private func setupLayout() {
        coverView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(coverView.snp.width)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(coverView.snp.bottom).offset(6)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(18)
        }
        subtitleLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(2)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(16)
        }
    }
}

/// A debug screen that shows the cell at two sizes without a collection view.
final class AlbumCellPreviewViewController: UIViewController {

    private let largeCell = AlbumCell(frame: .zero)
    private let smallCell = AlbumCell(frame: CGRect(x: 0, y: 0, width: 100, height: 150))

    private let sample = Album(title: "Blue Hour", artist: "The Northern Lines", year: 1998)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "AlbumCell"

        largeCell.configure(with: sample)
        smallCell.configure(with: sample)

        view.addSubview(largeCell)
        largeCell.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
            make.leading.equalToSuperview().offset(20)
            make.width.equalTo(160)
            make.height.equalTo(202)
        }

        // The small one keeps its autoresizing mask and is placed by frame.
        smallCell.frame = CGRect(x: 200, y: 79, width: 120, height: 162)
        view.addSubview(smallCell)
    }
}
