// The seeded documentation (prisma/seed-data/docs.ts) in Hindi, by slug: shown on /hi/documentation while an item
// still reads as seeded (lib/docs/localized.ts). Commands, paths, package and product names stay as they are.
// Numbered steps ("1. …") on their own lines, as in English.

export const docsHindi: Record<string, { title: string; body: string }> = {
  // ─── Courses ───────────────────────────────────────────────────────────────
  "course-web-development-track": {
    title: "वेब डेवलपमेंट ट्रैक",
    body: "वेब ट्रैक में दो कोर्स हैं: बिलकुल नए लोगों के लिए Web Foundations और जो पहले से JavaScript जानते हैं उनके लिए Modern Web Apps with Next.js। हर हफ़्ते शाम (IST) को दो लाइव सेशन, एक रिकॉर्डेड वॉकथ्रू और एक ग्रेडेड असाइनमेंट होता है। अंत में आपके पास एक डिप्लॉय किया हुआ पोर्टफ़ोलियो प्रोजेक्ट और एक कामकाजी इंजीनियर का कोड रिव्यू होगा। एनरोलमेंट खुलने की सूचना पाने के लिए कोर्स पेज पर वेटलिस्ट में जुड़ें।",
  },
  "course-blockchain-track": {
    title: "Blockchain ट्रैक",
    body: "Blockchain ट्रैक में Solidity और Foundry के साथ Ethereum स्मार्ट कॉन्ट्रैक्ट, और Rust और Anchor के साथ Solana प्रोग्राम सिखाए जाते हैं। हर मॉड्यूल एक पब्लिक testnet पर डिप्लॉय किए गए कॉन्ट्रैक्ट पर खत्म होता है, इसलिए आपको कभी असली पैसों की ज़रूरत नहीं पड़ती। फ़ाइनल प्रोजेक्ट को हमारे ऑडिटर मेंटर में से कोई एक छोटी सिक्योरिटी चेकलिस्ट पर जाँचता है। हमारी सलाह है कि पहले Web Foundations पूरा करें या उसके बराबर JavaScript का अनुभव रखें।",
  },
  "course-ai-and-data-track": {
    title: "AI और डेटा साइंस ट्रैक",
    body: "Applied Machine Learning & LLMs आपको pandas और scikit-learn से लेकर एक छोटे language model को fine-tune करने तक ले जाता है। Building AI Agents for Production में tool use, evaluation, tracing और लागत पर नियंत्रण सिखाया जाता है। असाइनमेंट Jupyter notebooks या मुफ़्त GPU notebooks पर चलते हैं, इसलिए 8 GB RAM वाला लैपटॉप काफ़ी है। जहाँ तक हो सके, डेटासेट data.gov.in जैसे भारतीय पब्लिक स्रोतों से चुने जाते हैं।",
  },
  "course-programming-and-devops-track": {
    title: "प्रोग्रामिंग और DevOps ट्रैक",
    body: "Python for Builders में काम की scripting, API और testing सिखाई जाती है। DSA Interview Sprint दो हफ़्तों का तेज़ प्रॉब्लम-सॉल्विंग कोर्स है, जिसमें मॉक इंटरव्यू होते हैं। Docker & Kubernetes Essentials में containers, GitHub Actions के साथ CI और cluster पर ऐप चलाना सिखाया जाता है। ये कोर्स बाकी किसी भी ट्रैक के साथ अच्छे से चलते हैं।",
  },
  "course-how-cohorts-work": {
    title: "कोहोर्ट कैसे चलते हैं",
    body: "कोर्स 40 से 60 लर्नर्स के कोहोर्ट में चलते हैं, ताकि मेंटर हर सबमिशन को जाँच सकें। हर कोहोर्ट का कम्युनिटी चैट में एक प्राइवेट चैनल, हर हफ़्ते ऑफ़िस आवर्स और अंत में एक डेमो डे होता है। अगर कोई लाइव सेशन छूट जाए, तो उसकी रिकॉर्डिंग 24 घंटों के अंदर मिल जाती है। जो लर्नर हर असाइनमेंट पूरा करते हैं, उन्हें एक वेरिफ़ाई किया जा सकने वाला सर्टिफ़िकेट मिलता है।",
  },

  // ─── Tech stack ────────────────────────────────────────────────────────────
  "stack-solidity-evm": {
    title: "Solidity और EVM",
    body: "हम Ethereum और Polygon, Arbitrum और Base जैसी EVM chains पर कॉन्ट्रैक्ट के लिए Solidity इस्तेमाल करते हैं। compile, test और fuzz करने के लिए Foundry हमारा डिफ़ॉल्ट टूलकिट है, और स्टैंडर्ड टोकन और access control के लिए OpenZeppelin कॉन्ट्रैक्ट। फ़्रंटएंड viem और wagmi के ज़रिए कॉन्ट्रैक्ट से बात करते हैं। हम जो भी कॉन्ट्रैक्ट शिप करते हैं, उसके unit tests, invariant tests होते हैं और किसी भी ऑडिट से पहले उसकी अंदरूनी समीक्षा होती है।",
  },
  "stack-rust-solana": {
    title: "Rust और Solana",
    body: "ज़्यादा throughput वाले ऐप्लिकेशन के लिए हम Anchor framework के साथ Rust में Solana प्रोग्राम बनाते हैं। हमारी कुछ backend सेवाएँ भी Rust में, Tokio और Axum के साथ लिखी हैं, जहाँ तय latency ज़रूरी है। लोकल testing के लिए solana-test-validator और Anchor का TypeScript test client इस्तेमाल होता है।",
  },
  "stack-nextjs": {
    title: "Next.js, TypeScript और PostgreSQL",
    body: "Builders Hub खुद और हमारे ज़्यादातर क्लाइंट वेब ऐप TypeScript में Next.js और App Router के साथ लिखे गए हैं। डेटा PostgreSQL में रहता है, जिसे Prisma से पढ़ा जाता है, और स्टाइलिंग Tailwind CSS से होती है। डेटा लोड करने और फ़ॉर्म के लिए हम server components और server actions पसंद करते हैं, और client-side JavaScript कम रखते हैं।",
  },
  "stack-python-ai": {
    title: "AI के लिए Python",
    body: "हमारा AI का काम Python में pandas, scikit-learn, PyTorch और Hugging Face Transformers के साथ होता है। मॉडल FastAPI से सर्व किए जाते हैं, और embeddings PostgreSQL में pgvector के साथ रखे जाते हैं, ताकि जब तक किसी प्रोजेक्ट को ज़रूरत न हो, हमें अलग vector database न चलाना पड़े। भारतीय भाषाओं के लिए हम IndicTrans2 जैसे open models से शुरू करते हैं और उन्हें अपने test sets पर परखते हैं।",
  },
  "stack-ai-agents": {
    title: "LLM एजेंट और ऑर्केस्ट्रेशन",
    body: "असिस्टेंट और एजेंट के लिए हम LangChain जैसी orchestration इस्तेमाल करते हैं, जिसमें साफ़ tool definitions, प्रोजेक्ट डॉक्यूमेंट्स पर retrieval और structured outputs होते हैं। हर एजेंट का एक evaluation set, हर स्टेप की tracing और हर request का एक पक्का बजट होता है। पैसे भेजने या यूज़र की ओर से मैसेज भेजने वाले किसी भी काम में हम एक इंसान को शामिल रखते हैं।",
  },
  "stack-docker-kubernetes": {
    title: "Docker, Kubernetes और CI",
    body: "सेवाएँ Docker images के रूप में पैक होती हैं और Mumbai cloud region के managed Kubernetes clusters पर डिप्लॉय होती हैं, ताकि भारतीय यूज़र्स के लिए latency कम रहे। main में हर merge पर GitHub Actions tests चलाता है, images बनाता है और डिप्लॉय करता है। हम Prometheus और Grafana से निगरानी करते हैं और alerts एक on-call चैनल में भेजते हैं।",
  },

  // ─── Setup guides ──────────────────────────────────────────────────────────
  "setup-node-with-nvm": {
    title: "nvm से Node.js इंस्टॉल करें",
    body: "nvm इस्तेमाल करें, ताकि आप admin rights के बिना हर प्रोजेक्ट के लिए Node का version बदल सकें।\n1. macOS या Linux पर nvm-sh/nvm GitHub repository की install script से nvm इंस्टॉल करें, फिर टर्मिनल दोबारा खोलें। Windows पर इसके बजाय nvm-windows इंस्टॉल करें।\n2. मौजूदा long-term-support release इंस्टॉल करने के लिए nvm install --lts चलाएँ।\n3. nvm use --lts चलाएँ और node -v और npm -v से जाँचें।\n4. हर प्रोजेक्ट में version नंबर के साथ एक .nvmrc फ़ाइल जोड़ें, ताकि टीम के साथी nvm use चला सकें।",
  },
  "setup-git-github-ssh": {
    title: "Git और GitHub SSH keys",
    body: 'SSH keys से आप हर बार पासवर्ड टाइप किए बिना GitHub पर push कर सकते हैं।\n1. अपनी पहचान सेट करें: git config --global user.name "Your Name" और git config --global user.email you@example.com।\n2. ssh-keygen -t ed25519 -C "you@example.com" से key बनाएँ और डिफ़ॉल्ट path स्वीकार करें।\n3. eval "$(ssh-agent -s)" से agent शुरू करें और ssh-add ~/.ssh/id_ed25519 से key जोड़ें।\n4. ~/.ssh/id_ed25519.pub की सामग्री कॉपी करें और GitHub Settings, SSH and GPG keys, New SSH key में पेस्ट करें।\n5. ssh -T git@github.com से कनेक्शन जाँचें।',
  },
  "setup-metamask-testnet": {
    title: "MetaMask और testnet faucet",
    body: "हर blockchain कोर्स के लिए आपको सिर्फ़ test tokens चाहिए; कोर्स वॉलेट में कभी असली पैसे न भेजें।\n1. metamask.io से MetaMask browser extension इंस्टॉल करें और नया वॉलेट बनाएँ।\n2. secret recovery phrase कागज़ पर लिखें और उसे ऑफ़लाइन रखें। इसे कभी किसी से शेयर न करें, मेंटर से भी नहीं।\n3. सेटिंग्स में Show test networks चालू करें और Sepolia test network पर जाएँ।\n4. अपना पता कॉपी करें और किसी पब्लिक faucet से Sepolia ETH माँगें। कुछ faucets के लिए थोड़ा mainnet बैलेंस या GitHub लॉगिन ज़रूरी होता है।\n5. पहली लैब से पहले पक्का करें कि test ETH MetaMask में दिख रहा है।",
  },
  "setup-foundry": {
    title: "Foundry इंस्टॉल करें",
    body: "Foundry, blockchain ट्रैक में इस्तेमाल होने वाला Solidity टूलकिट है। Windows यूज़र्स इसे WSL2 के अंदर इंस्टॉल करें।\n1. curl -L https://foundry.paradigm.xyz | bash चलाएँ और टर्मिनल दोबारा खोलें।\n2. forge, cast, anvil और chisel इंस्टॉल करने के लिए foundryup चलाएँ।\n3. forge init hello-foundry से प्रोजेक्ट बनाएँ और उस फ़ोल्डर में जाएँ।\n4. forge build और फिर forge test चलाकर पक्का करें कि सब compile होता है और sample test पास होता है।\n5. जब कोई लैब कहे, तब anvil से लोकल chain शुरू करें।",
  },
  "setup-python-venv-jupyter": {
    title: "Python venv और Jupyter",
    body: "हर कोर्स को उसके अपने virtual environment में रखें, ताकि packages के versions आपस में न टकराएँ।\n1. Python 3.11 या नया इंस्टॉल करें और python3 --version से जाँचें।\n2. अपने कोर्स फ़ोल्डर में python3 -m venv .venv चलाएँ।\n3. macOS या Linux पर source .venv/bin/activate से, या Windows पर .venv\\Scripts\\activate से इसे चालू करें।\n4. pip install jupyterlab pandas numpy matplotlib चलाएँ।\n5. jupyter lab से notebook server शुरू करें और जो लिंक दिखे उसे खोलें।",
  },
  "setup-docker-desktop": {
    title: "अपने लैपटॉप पर Docker",
    body: "DevOps कोर्स के लिए Docker का लोकल चलना ज़रूरी है।\n1. Windows पर पहले WSL2 चालू करें, फिर Docker Desktop इंस्टॉल करें। macOS पर Docker Desktop इंस्टॉल करें। Linux पर अपने distribution के निर्देशों से Docker Engine इंस्टॉल करें।\n2. daemon काम कर रहा है, यह जाँचने के लिए docker run hello-world चलाएँ।\n3. Docker की सेटिंग्स में उसे कम से कम 4 GB memory दें।\n4. kubectl और kind इंस्टॉल करें, ताकि लैब के दौरान आप लोकल Kubernetes cluster बना सकें।",
  },

  // ─── FAQs ──────────────────────────────────────────────────────────────────
  "faq-course-length": {
    title: "कोर्स कितने लंबे होते हैं?",
    body: "ट्रैक के हिसाब से कोर्स 2-8 हफ़्ते चलते हैं। DSA Interview Sprint सबसे छोटा, दो हफ़्ते का है, और Solidity और Applied ML कोर्स सबसे लंबे, आठ हफ़्ते के हैं। लाइव सेशन मिलाकर हर हफ़्ते छह से आठ घंटे के काम की योजना बनाएँ।",
  },
  "faq-certificates": {
    title: "क्या मुझे सर्टिफ़िकेट मिलेगा?",
    body: "हाँ। जो लर्नर हर असाइनमेंट और फ़ाइनल प्रोजेक्ट सबमिट करते हैं, उन्हें एक यूनीक वेरिफ़िकेशन लिंक वाला सर्टिफ़िकेट मिलता है। हम सर्टिफ़िकेट को on-chain भी ला रहे हैं, ताकि रिक्रूटर हमसे संपर्क किए बिना उन्हें वेरिफ़ाई कर सकें। सिर्फ़ हाज़िरी से सर्टिफ़िकेट नहीं मिलता।",
  },
  "faq-fees": {
    title: "कोर्स की फ़ीस कितनी है?",
    body: "हर कोहोर्ट खुलने पर फ़ीस रुपये में घोषित की जाएगी, और वेटलिस्ट में शामिल सभी लोगों को सबसे पहले पता चलेगा। Builders Hub पर लिस्ट किए गए कम्युनिटी मीटअप, वेबिनार और ज़्यादातर hackathon मुफ़्त रहेंगे। हम छात्रों को ज़रूरत के आधार पर स्कॉलरशिप देते हैं, और एनरोलमेंट खुलने पर आप इसके लिए आवेदन कर सकते हैं।",
  },
  "faq-refunds": {
    title: "रिफ़ंड पॉलिसी क्या है?",
    body: "अगर आपने कोर्स की कोई सामग्री नहीं खोली है, तो एनरोलमेंट के 3 दिनों के अंदर पूरा रिफ़ंड माँग सकते हैं। उसके बाद, या कोई लेसन या रिकॉर्डिंग खोल लेने पर, फ़ीस वापस नहीं होती, लेकिन आप एक बार अगले कोहोर्ट में जाने का अनुरोध कर सकते हैं। रिफ़ंड 7 कार्यदिवसों के अंदर उसी भुगतान तरीके में वापस जाता है। पूरी जानकारी के लिए Refund and Cancellation पेज देखें।",
  },
  "faq-community": {
    title: "मैं कम्युनिटी से कैसे जुड़ूँ?",
    body: "हमारे चैट ग्रुप में आने के लिए होम पेज पर Join Community पर क्लिक करें, फिर welcome चैनल में अपना परिचय दें। बेंगलुरु, पुणे, हैदराबाद, मुंबई और दिल्ली NCR के सिटी चैप्टर हर महीने आमने-सामने मीटअप करते हैं। जुड़ना मुफ़्त है, और इसके लिए किसी कोर्स में एनरोल होना ज़रूरी नहीं।",
  },
  "faq-time-zone": {
    title: "सेशन किस टाइम ज़ोन में होते हैं?",
    body: "सभी लाइव सेशन, आख़िरी तारीखें और इवेंट के समय भारतीय मानक समय (IST, UTC+05:30) में हैं। लाइव क्लास आमतौर पर हफ़्ते के दिनों में शाम 7 से 9 बजे IST के बीच होती हैं, और भारत से बाहर के लोगों या जिनका समय टकराता हो उनके लिए रिकॉर्डिंग 24 घंटों के अंदर मिल जाती है।",
  },
  "faq-prerequisites": {
    title: "क्या मुझे पहले से अनुभव चाहिए?",
    body: "शुरुआती कोर्स के लिए बस इतना काफ़ी है कि आप कंप्यूटर चला सकें और सॉफ़्टवेयर इंस्टॉल कर सकें। Intermediate और Advanced कोर्स अपनी ज़रूरी जानकारी कोर्स कार्ड पर बताते हैं। अगर पक्का न हो, तो एक मुफ़्त 1:1 कॉल बुक करें और एक मेंटर बताएगा कि कहाँ से शुरू करें।",
  },
};
