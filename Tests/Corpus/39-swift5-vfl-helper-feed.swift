import UIKit

// A video feed in the style of the build-it-in-code tutorials of the Swift 3 to 5 years:
// every view made in a closure, laid out with a visual-format helper on UIView (its views
// named v0, v1, … by position) and a few item/attribute constraints, one of them the
// "multiplier 0" way of giving a fixed height.

extension UIView {
    func addConstraints(withFormat format: String, options: NSLayoutConstraint.FormatOptions = NSLayoutConstraint.FormatOptions(), views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            let key = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            viewsDictionary[key] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: viewsDictionary))
    }
}

class EpisodeView: UIView {
    let artworkImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = UIImage(named: "artwork")
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        return imageView
    }()

    let avatarImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.layer.cornerRadius = 22
        imageView.layer.masksToBounds = true
        return imageView
    }()

    let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Episode 12 — Building layouts in code"
        label.numberOfLines = 2
        return label
    }()

    let subtitleLabel: UILabel = {
        let label = UILabel()
        label.text = "Studio • 1.2M views • 2 years ago"
        label.textColor = UIColor.lightGray
        return label
    }()

    let separatorView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(red: 230 / 255, green: 230 / 255, blue: 230 / 255, alpha: 1)
        return view
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setupViews() {
        addSubview(artworkImageView)
        addSubview(avatarImageView)
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        addSubview(separatorView)

        addConstraints(withFormat: "H:|-16-[v0]-16-|", views: artworkImageView)
        addConstraints(withFormat: "H:|-16-[v0(44)]-8-[v1]", views: avatarImageView, titleLabel)
        addConstraints(withFormat: "V:|-16-[v0]-8-[v1(44)]-36-[v2(1)]|", views: artworkImageView, avatarImageView, separatorView)
        addConstraints(withFormat: "H:|[v0]|", views: separatorView)
        addConstraints(withFormat: "V:[v0(20)]", views: subtitleLabel)

        // top, right and a fixed height for the title
        addConstraint(NSLayoutConstraint(item: titleLabel, attribute: .top, relatedBy: .equal, toItem: artworkImageView, attribute: .bottom, multiplier: 1, constant: 8))
        addConstraint(NSLayoutConstraint(item: titleLabel, attribute: .right, relatedBy: .equal, toItem: artworkImageView, attribute: .right, multiplier: 1, constant: 0))
        addConstraint(NSLayoutConstraint(item: titleLabel, attribute: .height, relatedBy: .equal, toItem: self, attribute: .height, multiplier: 0, constant: 44))

        // the subtitle under the title, as wide
        addConstraint(NSLayoutConstraint(item: subtitleLabel, attribute: .top, relatedBy: .equal, toItem: titleLabel, attribute: .bottom, multiplier: 1, constant: 4))
        addConstraint(NSLayoutConstraint(item: subtitleLabel, attribute: .left, relatedBy: .equal, toItem: titleLabel, attribute: .left, multiplier: 1, constant: 0))
        addConstraint(NSLayoutConstraint(item: subtitleLabel, attribute: .right, relatedBy: .equal, toItem: titleLabel, attribute: .right, multiplier: 1, constant: 0))
    }
}

class FeedViewController: UIViewController {
    let filterButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Filter", for: .normal)
        return button
    }()

    let sortButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Newest first", for: .normal)
        return button
    }()

    let firstEpisode = EpisodeView()
    let secondEpisode = EpisodeView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Home"
        view.backgroundColor = .white

        view.addSubview(filterButton)
        view.addSubview(sortButton)
        view.addSubview(firstEpisode)
        view.addSubview(secondEpisode)

        view.addConstraints(withFormat: "H:|-16-[v0(80)]-(>=8)-[v1(120)]-16-|",
                            options: [NSLayoutConstraint.FormatOptions.alignAllTop, .alignAllBottom],
                            views: filterButton, sortButton)
        view.addConstraints(withFormat: "V:|-60-[v0(32)]", views: filterButton)
        view.addConstraints(withFormat: "H:|[v0]|", views: firstEpisode)
        view.addConstraints(withFormat: "H:|[v0]|", views: secondEpisode)
        view.addConstraints(withFormat: "V:[v0]-8-[v1(300)][v2(300)]", views: filterButton, firstEpisode, secondEpisode)
    }

    @objc func handleFilter() {
        print("filter")
    }
}
// filterButton: H 16, width 80; V 60, height 32 -> (16, 60, 80, 32)
// sortButton: trailing 393 - 16, width 120 -> x 257; top and bottom aligned with filterButton
//   (options [.alignAllTop, .alignAllBottom]) -> (257, 60, 120, 32)
// firstEpisode: top = 60 + 32 + 8 = 100, height 300, full width -> (0, 100, 393, 300)
// secondEpisode: top 400 -> (0, 400, 393, 300)
// inside an episode (300 high, 393 wide):
//   separatorView: bottom 300, height 1, full width -> (0, 299, 393, 1)
//   avatarImageView: bottom = 299 - 36 = 263, height 44 -> y 219; x 16 -> (16, 219, 44, 44)
//   artworkImageView: top 16, bottom = 219 - 8 = 211 -> (16, 16, 361, 195)
//   titleLabel: x = 16 + 44 + 8 = 68, right = artwork's right 377 -> width 309;
//     top = 211 + 8 = 219; height = 0 * 300 + 44 -> (68, 219, 309, 44)
//   subtitleLabel: top = 219 + 44 + 4 = 267, x 68, width 309, height 20 -> (68, 267, 309, 20)
