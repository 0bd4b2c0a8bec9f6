//
//  PodcastPlayerViewController.swift
//  Airwaves
//
//  Created by Tobias Wright on 2020-12-03.
//

import UIKit

final class PodcastPlayerViewController: UIViewController {

    private let artworkView = UIImageView()
    private let rewindButton = UIButton(type: .system)
    private let playButton = UIButton(type: .system)
    private let forwardButton = UIButton(type: .system)

    private let contentGuide = UILayoutGuide()
    private lazy var spacerGuides: [UILayoutGuide] = (0..<4).map { _ in UILayoutGuide() }

    private var isPlaying = false {
        didSet {
            let name = isPlaying ? "pause.fill" : "play.fill"
            playButton.setImage(UIImage(systemName: name), for: .normal)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        artworkView.backgroundColor = .systemGray4
        artworkView.layer.cornerRadius = 16
        artworkView.clipsToBounds = true

        let buttons = [rewindButton, playButton, forwardButton]
        let symbols = ["gobackward.15", "play.fill", "goforward.30"]
        for (button, symbol) in zip(buttons, symbols) {
            button.setImage(UIImage(systemName: symbol), for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
        }
        playButton.addTarget(self, action: #selector(togglePlayback), for: .touchUpInside)

        artworkView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(artworkView)

        view.addLayoutGuide(contentGuide)
        spacerGuides.forEach(view.addLayoutGuide)

        layoutControls(buttons)
        layoutArtwork()
    }

    private func layoutControls(_ buttons: [UIButton]) {
        var constraints: [NSLayoutConstraint] = []
        for button in buttons {
            constraints += [
                button.widthAnchor.constraint(equalToConstant: 79),
                button.heightAnchor.constraint(equalToConstant: 44),
                button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -40)
            ]
        }

        // guide | button | guide | button | guide | button | guide, all guides equally wide
        let first = spacerGuides[0]
        constraints.append(first.leadingAnchor.constraint(equalTo: view.leadingAnchor))
        for (index, button) in buttons.enumerated() {
            constraints.append(spacerGuides[index].trailingAnchor.constraint(equalTo: button.leadingAnchor))
            constraints.append(spacerGuides[index + 1].leadingAnchor.constraint(equalTo: button.trailingAnchor))
        }
        constraints.append(spacerGuides[3].trailingAnchor.constraint(equalTo: view.trailingAnchor))
        for guide in spacerGuides.dropFirst() {
            constraints.append(guide.widthAnchor.constraint(equalTo: first.widthAnchor))
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func layoutArtwork() {
        NSLayoutConstraint.activate([
            contentGuide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            contentGuide.bottomAnchor.constraint(equalTo: playButton.topAnchor, constant: -20),
            contentGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            artworkView.centerXAnchor.constraint(equalTo: contentGuide.centerXAnchor),
            artworkView.centerYAnchor.constraint(equalTo: contentGuide.centerYAnchor),
            artworkView.widthAnchor.constraint(equalToConstant: 281),
            artworkView.heightAnchor.constraint(equalTo: artworkView.widthAnchor)
        ])
    }

    @objc private func togglePlayback() {
        isPlaying.toggle()
    }
}
