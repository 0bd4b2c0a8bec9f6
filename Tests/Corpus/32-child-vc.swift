//
//  DashboardContainerViewController.swift
//  Harbor
//

import UIKit
import SnapKit

final class SummaryViewController: UIViewController {
    let headlineLabel = UILabel()
    let chartView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headlineLabel)
        view.addSubview(chartView)
        headlineLabel.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(12)
            make.height.equalTo(22)
        }
        chartView.snp.makeConstraints { make in
            make.top.equalTo(headlineLabel.snp.bottom).offset(8)
            make.leading.trailing.bottom.equalToSuperview().inset(12)
        }
    }
}

final class ActivityViewController: UIViewController {
    let listView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(listView)
        listView.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
}

final class DashboardContainerViewController: UIViewController {

    private let summary = SummaryViewController()
    private lazy var activity = ActivityViewController()

    private let summaryContainer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summaryContainer)
        summaryContainer.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(view.snp.height).multipliedBy(0.3)
        }

        embed(summary, in: summaryContainer)
        add(activity) { [unowned self] child in
            child.snp.makeConstraints { make in
                make.top.equalTo(self.summaryContainer.snp.bottom)
                make.leading.trailing.equalToSuperview()
                make.bottom.equalTo(self.view.safeAreaLayoutGuide)
            }
        }
    }

    private func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        container.addSubview(child.view)
        child.view.snp.makeConstraints { $0.edges.equalToSuperview() }
        child.didMove(toParent: self)
    }

    private func add(_ child: UIViewController, layout: (UIView) -> Void) {
        addChild(child)
        view.addSubview(child.view)
        layout(child.view)
        child.didMove(toParent: self)
    }
}
// summaryContainer (0, 59, 393, 255.6); summary.view fills it (0,0,393,255.6)
//   headlineLabel (12, 12, 369, 22); chartView (12, 42, 369, 201.6)
// activity.view (0, 314.6, 393, 503.4); listView (0, 0, 393, 503.4)
