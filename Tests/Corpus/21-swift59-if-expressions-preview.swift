//
//  WorkoutSummaryViewController.swift
//  Stride
//
//  Created by Nikhil Rao on 2024-04-02.
//

import UIKit
import SnapKit

@MainActor
final class WorkoutSummaryViewController: UIViewController {

    enum Density {
        case regular
        case dense
    }

    private let density: Density

    private let ringView = UIView()
    private let durationView = UIView()
    private let paceView = UIView()
    private let heartRateView = UIView()
    private let doneButton = UIButton(configuration: .borderedProminent())

    private lazy var metricsStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [self.durationView, self.paceView, self.heartRateView])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 12
        return stack
    }()

    init(density: Density = .regular) {
        self.density = density
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let ringSize: CGFloat = if density == .dense { 120 } else { 180 }
        let spacing: CGFloat = switch density {
        case .regular: 24
        case .dense: 12
        }

        ringView.layer.cornerRadius = ringSize / 2
        ringView.layer.borderWidth = 14
        ringView.layer.borderColor = UIColor.systemPink.cgColor

        for metric in [durationView, paceView, heartRateView] {
            metric.backgroundColor = .secondarySystemBackground
            metric.layer.cornerRadius = 12
        }

        doneButton.configuration?.title = "Done"
        doneButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.dismiss(animated: true)
        }, for: .primaryActionTriggered)

        view.addSubview(ringView)
        view.addSubview(metricsStack)
        view.addSubview(doneButton)

        ringView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(spacing)
            make.centerX.equalToSuperview()
            make.size.equalTo(ringSize)
        }
        metricsStack.snp.makeConstraints { make in
            make.top.equalTo(ringView.snp.bottom).offset(spacing)
            make.horizontalEdges.equalTo(view.safeAreaLayoutGuide).inset(20)
            make.height.equalTo(80)
        }
        doneButton.snp.makeConstraints { make in
            make.horizontalEdges.equalTo(metricsStack)
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-16)
            make.height.equalTo(54)
        }

        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .milliseconds(300))
            self?.ringView.accessibilityLabel = "Move goal reached"
        }
    }
}

#Preview("Regular") {
    WorkoutSummaryViewController()
}

#Preview("Dense") {
    WorkoutSummaryViewController(density: .dense)
}
