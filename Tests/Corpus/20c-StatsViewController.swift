//
//  StatsViewController.swift
//  Stride
//
//  Created by Elif Kaya on 2024-01-22.
//

import UIKit
import SnapKit

final class StatsViewController: UIViewController {

    private let stepsTile = StatTileView(kind: .steps)
    private let caloriesTile = StatTileView(kind: .calories)
    private let distanceTile = StatTileView(kind: .distance)
    private let floorsTile = StatTileView(kind: .floors)

    private lazy var gridStack: UIStackView = {
        let top = self.makeRow([self.stepsTile, self.caloriesTile])
        let bottom = self.makeRow([self.distanceTile, self.floorsTile])
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.spacing = Theme.Size.gridGap
        return stack
    }()

    private let summaryView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction { [weak self] _ in
            self?.reload()
        })

        summaryView.backgroundColor = Theme.tileBackground
        summaryView.layer.cornerRadius = Theme.Radius.tile

        view.addSubview(gridStack)
        view.addSubview(summaryView)
        layoutContent()
        reload()
    }

    private func layoutContent() {
        gridStack.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(Theme.Spacing.l)
            make.leading.trailing.equalToSuperview().inset(Theme.Spacing.m)
        }
        summaryView.snp.makeConstraints { make in
            make.top.equalTo(gridStack.snp.bottom).offset(Theme.Spacing.l)
            make.leading.trailing.equalTo(gridStack)
            make.height.equalTo(Theme.Size.summaryHeight)
        }
    }
}

// MARK: - Helpers

private extension StatsViewController {

    func makeRow(_ tiles: [StatTileView]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: tiles)
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = Theme.Size.gridGap
        return row
    }

    func reload() {
        let values: [StatKind: String] = [.steps: "8,214", .calories: "412", .distance: "6.1 km", .floors: "9"]
        for tile in [stepsTile, caloriesTile, distanceTile, floorsTile] {
            tile.update(value: values[tile.kind] ?? "–")
        }
    }
}
