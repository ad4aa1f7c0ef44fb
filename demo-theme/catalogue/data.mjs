// Hand-written vocabulary of the demo store. Kept apart from the generator so copy can be
// edited without touching the logic that turns it into products.

/** Top-level departments with their sub-categories; the tree the theme shows as "Moda > Camisetas". */
export const DEPARTMENTS = [
  { name: 'Moda', children: ['Camisetas', 'Calças', 'Vestidos', 'Moletons'] },
  { name: 'Calçados', children: ['Tênis', 'Sandálias', 'Botas'] },
  { name: 'Casa', children: ['Cama e Banho', 'Cozinha', 'Decoração'] },
  { name: 'Eletrônicos', children: ['Fones de Ouvido', 'Carregadores', 'Capas de Celular'] },
  { name: 'Beleza', children: ['Perfumes', 'Cuidados com a Pele', 'Cabelos'] },
  { name: 'Kits e Presentes', children: [] }
]

export const BRANDS = [
  'Aurora Têxtil', 'Urbano', 'Passo Leve', 'Casa Serena', 'Volt Acessórios', 'Flor de Lis', 'Maré Alta', 'Tropik'
]

/** Colour options of the "colors" grid: text shown to shoppers, hex used for swatches and pictures. */
export const COLORS = [
  { text: 'Preto', hex: '#222222', code: 'PT' },
  { text: 'Branco', hex: '#f4f4f0', code: 'BR' },
  { text: 'Azul Marinho', hex: '#1d2b4f', code: 'AM' },
  { text: 'Vermelho', hex: '#c0392b', code: 'VM' },
  { text: 'Verde Oliva', hex: '#6b7b3a', code: 'VO' },
  { text: 'Rosa', hex: '#e79bb3', code: 'RS' },
  { text: 'Mostarda', hex: '#d4a017', code: 'MS' },
  { text: 'Cinza Mescla', hex: '#9a9a9a', code: 'CM' },
  { text: 'Bege', hex: '#d9c4a1', code: 'BG' }
]

/**
 * One template per sub-category. `grids` lists which variation grids its products get;
 * `shape` picks the drawing used by the generated pictures; `palette` colours grid-less pictures.
 * @typedef {{ category: string, nouns: string[], extras: string[], prices: number[], brands: string[],
 *   keywords: string[], grids?: ('size'|'colors')[], sizes?: string[], specGrid: string, specs: string[],
 *   shape: string, palette: string[] }} Template
 * @type {Template[]}
 */
export const TEMPLATES = [
  {
    category: 'Camisetas', nouns: ['Camiseta Básica', 'Camiseta Estampada', 'Camiseta Gola V', 'Camiseta Oversized', 'Regata'],
    extras: ['Algodão', 'Algodão Orgânico', 'Linho', 'Dry Fit', 'Malha Penteada'], prices: [49.9, 59.9, 69.9, 79.9, 89.9],
    brands: ['Aurora Têxtil', 'Urbano', 'Maré Alta'], keywords: ['camiseta', 'blusa', 'camisa', 'verão'],
    grids: ['size', 'colors'], sizes: ['P', 'M', 'G', 'GG'], specGrid: 'material', specs: ['Algodão', 'Poliéster', 'Linho'],
    shape: 'shirt', palette: ['#f6d5c8', '#c9e4de', '#dbe2f7']
  },
  {
    category: 'Calças', nouns: ['Calça Jeans', 'Calça Jogger', 'Calça Alfaiataria', 'Bermuda Sarja', 'Calça Cargo'],
    extras: ['Slim', 'Reta', 'Skinny', 'Wide Leg', 'Confort'], prices: [119.9, 149.9, 179.9, 199.9, 249.9],
    brands: ['Urbano', 'Aurora Têxtil'], keywords: ['calça', 'jeans', 'bermuda', 'denim'],
    grids: ['size', 'colors'], sizes: ['36', '38', '40', '42', '44'], specGrid: 'material', specs: ['Jeans', 'Sarja', 'Viscose'],
    shape: 'pants', palette: ['#cfd8e6', '#e2d6c5', '#d5e8d4']
  },
  {
    category: 'Vestidos', nouns: ['Vestido Midi', 'Vestido Longo', 'Vestido Curto', 'Macacão', 'Saia Plissada'],
    extras: ['Floral', 'Liso', 'Poá', 'Listrado', 'Tropical'], prices: [139.9, 169.9, 189.9, 229.9, 279.9],
    brands: ['Maré Alta', 'Aurora Têxtil', 'Tropik'], keywords: ['vestido', 'saia', 'feminino', 'festa'],
    grids: ['size', 'colors'], sizes: ['P', 'M', 'G'], specGrid: 'estampa', specs: ['Floral', 'Lisa', 'Geométrica'],
    shape: 'dress', palette: ['#f7d6e0', '#fbe7c6', '#d0f4de']
  },
  {
    category: 'Moletons', nouns: ['Moletom Canguru', 'Jaqueta Corta-Vento', 'Cardigã Tricô', 'Jaqueta Jeans', 'Blusão'],
    extras: ['Flanelado', 'Com Capuz', 'Unissex', 'Peluciado', 'Básico'], prices: [159.9, 189.9, 219.9, 259.9, 299.9],
    brands: ['Urbano', 'Tropik'], keywords: ['moletom', 'casaco', 'jaqueta', 'inverno', 'frio'],
    grids: ['size', 'colors'], sizes: ['P', 'M', 'G', 'GG'], specGrid: 'material', specs: ['Moletom', 'Tricô', 'Nylon'],
    shape: 'shirt', palette: ['#d8e2dc', '#ffe5d9', '#e0d4f7']
  },
  {
    category: 'Tênis', nouns: ['Tênis Casual', 'Tênis de Corrida', 'Tênis Slip-On', 'Tênis Cano Alto', 'Tênis Esportivo'],
    extras: ['Knit', 'Couro', 'Lona', 'Ultraleve', 'Retrô'], prices: [199.9, 249.9, 299.9, 349.9, 449.9],
    brands: ['Passo Leve', 'Urbano'], keywords: ['tênis', 'sapato', 'corrida', 'academia'],
    grids: ['size', 'colors'], sizes: ['37', '38', '39', '40', '41', '42'], specGrid: 'solado', specs: ['Borracha', 'EVA'],
    shape: 'shoe', palette: ['#e3f2fd', '#fff3e0', '#f1f8e9']
  },
  {
    category: 'Sandálias', nouns: ['Sandália Rasteira', 'Chinelo Slide', 'Sandália Plataforma', 'Papete', 'Tamanco'],
    extras: ['Trançada', 'Confort', 'Couro', 'Tiras Finas', 'Anatômica'], prices: [59.9, 89.9, 129.9, 159.9],
    brands: ['Passo Leve', 'Maré Alta'], keywords: ['sandália', 'chinelo', 'verão', 'praia'],
    grids: ['size'], sizes: ['34', '35', '36', '37', '38', '39'], specGrid: 'salto', specs: ['Baixo', 'Médio'],
    shape: 'shoe', palette: ['#fde2e4', '#fff1c1', '#e2ece9']
  },
  {
    category: 'Botas', nouns: ['Bota Coturno', 'Bota Chelsea', 'Bota Cano Curto', 'Bota Montaria'],
    extras: ['Couro', 'Camurça', 'Tratorada', 'Impermeável'], prices: [299.9, 349.9, 399.9, 499.9],
    brands: ['Passo Leve'], keywords: ['bota', 'coturno', 'inverno', 'couro'],
    grids: ['size', 'colors'], sizes: ['35', '36', '37', '38', '39', '40'], specGrid: 'salto', specs: ['Baixo', 'Médio', 'Alto'],
    shape: 'boot', palette: ['#efe6dd', '#e6e1f0', '#dde7e7']
  },
  {
    category: 'Cama e Banho', nouns: ['Jogo de Lençol', 'Toalha de Banho', 'Edredom', 'Roupão', 'Manta Decorativa'],
    extras: ['Percal 200 Fios', 'Fio Egípcio', 'Algodão Egípcio', 'Microfibra', 'Felpuda'], prices: [89.9, 129.9, 189.9, 249.9, 399.9],
    brands: ['Casa Serena'], keywords: ['cama', 'banho', 'lençol', 'toalha', 'enxoval'],
    specGrid: 'tamanho_cama', specs: ['Solteiro', 'Casal', 'Queen', 'King'], shape: 'bed', palette: ['#e8f0f2', '#f2ebe5', '#eef2e6']
  },
  {
    category: 'Cozinha', nouns: ['Jogo de Panelas', 'Cafeteira Italiana', 'Conjunto de Facas', 'Garrafa Térmica', 'Tábua de Corte'],
    extras: ['Clássica', 'Inox', 'Premium', 'Compacta', 'Gourmet'], prices: [69.9, 99.9, 159.9, 299.9, 499.9],
    brands: ['Casa Serena', 'Tropik'], keywords: ['cozinha', 'panela', 'café', 'utensílios'],
    specGrid: 'material', specs: ['Inox', 'Alumínio', 'Cerâmica', 'Bambu'], shape: 'cup', palette: ['#fff4e6', '#e7f5ff', '#f3f0ff']
  },
  {
    category: 'Decoração', nouns: ['Vaso de Cerâmica', 'Luminária de Mesa', 'Quadro Decorativo', 'Almofada', 'Porta-Retrato'],
    extras: ['Minimalista', 'Boho', 'Escandinavo', 'Rústico', 'Artesanal'], prices: [39.9, 59.9, 89.9, 149.9, 229.9],
    brands: ['Casa Serena', 'Tropik'], keywords: ['decoração', 'casa', 'sala', 'presente'],
    specGrid: 'estilo', specs: ['Moderno', 'Rústico', 'Clássico'], shape: 'vase', palette: ['#f8edeb', '#e8e8e4', '#d8e2dc']
  },
  {
    category: 'Fones de Ouvido', nouns: ['Fone Bluetooth', 'Headphone', 'Fone Intra-Auricular', 'Fone Esportivo'],
    extras: ['Sem Fio', 'Com Cancelamento de Ruído', 'TWS', 'Com Microfone'], prices: [79.9, 149.9, 249.9, 399.9, 899],
    brands: ['Volt Acessórios'], keywords: ['fone', 'headphone', 'bluetooth', 'áudio', 'música'],
    specGrid: 'conexao', specs: ['Bluetooth 5.0', 'Bluetooth 5.3', 'P2'], shape: 'headphones', palette: ['#e0e7ff', '#e0f2fe', '#f1f5f9']
  },
  {
    category: 'Carregadores', nouns: ['Carregador Turbo 20W', 'Power Bank 10.000 mAh', 'Cabo USB-C 2 m', 'Carregador Veicular 33W', 'Base Sem Fio Qi'],
    extras: ['Preto', 'Branco', 'Compacto', 'Premium'], prices: [29.9, 49.9, 89.9, 129.9, 199.9],
    brands: ['Volt Acessórios'], keywords: ['carregador', 'cabo', 'usb', 'bateria', 'celular'],
    specGrid: 'potencia', specs: ['10W', '20W', '33W', '65W'], shape: 'bolt', palette: ['#fef9c3', '#dcfce7', '#e0f2fe']
  },
  {
    category: 'Capas de Celular', nouns: ['Capa Anti-Impacto', 'Capa de Silicone', 'Película de Vidro', 'Capa Carteira'],
    extras: ['iPhone 15', 'Galaxy S24', 'Moto G84', 'Redmi Note 13'], prices: [29.9, 39.9, 59.9, 79.9],
    brands: ['Volt Acessórios', 'Urbano'], keywords: ['capa', 'celular', 'película', 'proteção', 'smartphone'],
    grids: ['colors'], specGrid: 'modelo', specs: ['iPhone', 'Samsung', 'Motorola', 'Xiaomi'], shape: 'phone', palette: ['#ede9fe', '#fce7f3', '#e0f2f1']
  },
  {
    category: 'Perfumes', nouns: ['Perfume', 'Body Splash', 'Colônia', 'Eau de Parfum'],
    extras: ['Floral 100 ml', 'Amadeirado 50 ml', 'Cítrico 75 ml', 'Oriental 100 ml', 'Frutal 200 ml'], prices: [69.9, 129.9, 189.9, 249.9, 349.9],
    brands: ['Flor de Lis'], keywords: ['perfume', 'fragrância', 'colônia', 'presente'],
    specGrid: 'familia_olfativa', specs: ['Floral', 'Amadeirado', 'Cítrico', 'Oriental'], shape: 'bottle', palette: ['#fce4ec', '#fff8e1', '#ede7f6']
  },
  {
    category: 'Cuidados com a Pele', nouns: ['Sérum Facial', 'Protetor Solar FPS 50', 'Hidratante Corporal', 'Sabonete Facial', 'Máscara Facial'],
    extras: ['Vitamina C', 'Toque Seco', 'Ácido Hialurônico', 'Niacinamida', 'Argila Verde'], prices: [34.9, 59.9, 79.9, 119.9],
    brands: ['Flor de Lis', 'Tropik'], keywords: ['skincare', 'pele', 'hidratante', 'rosto', 'beleza'],
    specGrid: 'tipo_de_pele', specs: ['Oleosa', 'Seca', 'Mista', 'Todos'], shape: 'bottle', palette: ['#e8f5e9', '#fff3e0', '#e3f2fd']
  },
  {
    category: 'Cabelos', nouns: ['Shampoo', 'Condicionador', 'Máscara Capilar', 'Óleo Capilar', 'Leave-in'],
    extras: ['Cachos', 'Liso Absoluto', 'Reconstrução', 'Antiqueda', 'Vegano'], prices: [24.9, 39.9, 49.9, 69.9, 89.9],
    brands: ['Flor de Lis', 'Maré Alta'], keywords: ['cabelo', 'shampoo', 'cachos', 'hidratação'],
    specGrid: 'tipo_de_cabelo', specs: ['Cacheado', 'Liso', 'Ondulado', 'Todos'], shape: 'bottle', palette: ['#f3e5f5', '#e0f7fa', '#fbe9e7']
  }
]

export const DESCRIPTIONS = [
  'Conforto para o dia a dia com acabamento caprichado.',
  'Peça versátil que combina com tudo, do trabalho ao fim de semana.',
  'Qualidade que dura: materiais selecionados e produção responsável.',
  'Design pensado para o clima brasileiro.',
  'Um clássico renovado, feito para você usar muito.'
]
