//
//  RecipeDetailViewController.swift
//  Mise
//
//  Created by Olivia Grant on 3/2/23.
//

import UIKit

final class RecipeDetailViewController: UIViewController {

    private let scrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        scrollView.contentInsetAdjustmentBehavior = .automatic
        return scrollView
    }()

    private let contentStack: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .fill
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        stack.insetsLayoutMarginsFromSafeArea = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    private let heroImageView = UIImageView()
    private let ingredientsView = UIView()
    private let stepsView = UIView()
    private let nutritionView = UIView()

    private let bottomBar: UIView = {
        let bar = UIView()
        bar.backgroundColor = .systemBackground
        bar.layer.shadowOpacity = 0.1
        bar.layer.shadowOffset = CGSize(width: 0, height: -1)
        bar.translatesAutoresizingMaskIntoConstraints = false
        return bar
    }()

    private let sectionHeights: [CGFloat] = [220, 180, 400, 120]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shakshuka"
        view.backgroundColor = .systemBackground

        scrollView.delegate = self
        view.addSubview(scrollView)
        view.addSubview(bottomBar)
        scrollView.addSubview(contentStack)

        heroImageView.contentMode = .scaleAspectFill
        heroImageView.clipsToBounds = true
        heroImageView.layer.cornerRadius = 12

        let sections: [UIView] = [heroImageView, ingredientsView, stepsView, nutritionView]
        for (section, height) in zip(sections, sectionHeights) {
            section.backgroundColor = section === heroImageView ? .systemGray5 : .secondarySystemBackground
            contentStack.addArrangedSubview(section)
            section.heightAnchor.constraint(equalToConstant: height).isActive = true
        }

        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide

        NSLayoutConstraint.activate([
            bottomBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottomBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            bottomBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -64),

            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomBar.topAnchor),

            contentStack.topAnchor.constraint(equalTo: content.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            contentStack.widthAnchor.constraint(equalTo: frame.widthAnchor)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollView.flashScrollIndicators()
    }
}

extension RecipeDetailViewController: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let progress = scrollView.contentOffset.y / max(scrollView.contentSize.height, 1)
        navigationItem.title = progress > 0.2 ? "Shakshuka" : nil
    }
}
